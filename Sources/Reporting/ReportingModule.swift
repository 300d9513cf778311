enum ReportingModule {}

enum OchreSoulConformanceModule {}

enum TraceabilityModule {}

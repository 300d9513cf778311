enum SpecDiffModule {}

enum OchreSoulModule {}

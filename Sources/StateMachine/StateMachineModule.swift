// Placeholder so the target builds; replaced as the target gets its content.
enum StateMachineModule {}

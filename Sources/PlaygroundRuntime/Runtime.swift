import PlaygroundChecker

/// Evaluates a checked program.
public enum Runtime {}

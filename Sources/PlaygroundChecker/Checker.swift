import PlaygroundSyntax

/// Checks a program.
public enum Checker {}

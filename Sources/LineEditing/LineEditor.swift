import CEditLine

/// Reads lines with libedit.
public enum LineEditor {}

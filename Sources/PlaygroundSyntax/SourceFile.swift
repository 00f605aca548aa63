import SwiftParser
import SwiftSyntax

/// Parses.
public enum Parsing {}

import PlaygroundRuntime

/// Draws an evaluated view as text.
///
/// The PlaygroundPreview folder holds the presentation stage: the type tree, the cell buffer,
/// the display-width function, box styles, and one file per drawable view kind.
public enum Preview {}

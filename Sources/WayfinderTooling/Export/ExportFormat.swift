/// A format that `wayfinder export` writes an app's links or navigation graph in.
///
/// Each is a pure function of the app (``ToolApp/export(as:options:)``): the same app gives
/// the same text, byte for byte, so the files can be checked in and compared in review.
public enum ExportFormat: String, Sendable, Hashable, CaseIterable {
  /// An `apple-app-site-association` file in the `components` format (iOS 13 and later): one
  /// component per route pattern, for the app's universal-link hosts. Serve the same file
  /// from every host at `/.well-known/apple-app-site-association`.
  case aasa
  /// `<intent-filter>` elements for an Android `<activity>`: one verified (`autoVerify`)
  /// filter for the web hosts with a path for each pattern, and one for each custom scheme.
  case android
  /// A Mermaid `flowchart` of the navigation graph: flows, tab bars, stacks and their
  /// screens with their back stacks, modals, guards, and optionally the routes.
  case mermaid
  /// A Markdown table of the routes: pattern, target, stack, the back stack put under the
  /// screen, and the guards on the way.
  case markdown

  /// The file name extension the format is usually saved with (none for the AASA, which is
  /// served without one).
  public var fileExtension: String {
    switch self {
    case .aasa: ""
    case .android: "xml"
    case .mermaid: "mmd"
    case .markdown: "md"
    }
  }
}

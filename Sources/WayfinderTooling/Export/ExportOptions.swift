/// What an export needs beyond the app itself.
///
/// ```swift
/// let options = ExportOptions(appIDs: ["ABCDE12345.com.example.bank"])
/// let aasa = try EmbeddedApp.bank.app().export(as: .aasa, options: options)
/// ```
public struct ExportOptions: Sendable, Hashable {
  /// The application identifiers the AASA names, each `<Team ID>.<bundle ID>`. When empty,
  /// the AASA names a placeholder made from the app's name, `TEAMID.com.example.bank`, to be
  /// replaced before the file is served.
  public var appIDs: [String]
  /// Whether the Mermaid chart also shows each route pattern as a node pointing at the screen
  /// it opens.
  public var includesRoutes: Bool
  /// The host whose AASA to write: each host serves its own file, and a route on named hosts
  /// is claimed only in theirs. `nil` claims the routes on every host only.
  public var host: String?

  /// Options for an export.
  ///
  /// - Parameters:
  ///   - appIDs: The app identifiers for the AASA; a placeholder when empty.
  ///   - includesRoutes: Whether the Mermaid chart shows the routes.
  ///   - host: The host whose AASA to write; `nil` for the routes on every host only.
  public init(appIDs: [String] = [], includesRoutes: Bool = false, host: String? = nil) {
    self.appIDs = appIDs
    self.includesRoutes = includesRoutes
    self.host = host?.lowercased()
  }

  /// The app identifiers to write for `app`: ``appIDs``, or the placeholder.
  func appIDs(for app: ToolApp) -> [String] {
    if !appIDs.isEmpty { return appIDs }
    // A bundle ID is letters, digits, "-" and ".": keep those of the name.
    var bundleName = ""
    bundleName.unicodeScalars.append(
      contentsOf: app.name.unicodeScalars.filter {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
      })
    return ["TEAMID.com.example.\(bundleName.isEmpty ? "app" : bundleName)"]
  }
}

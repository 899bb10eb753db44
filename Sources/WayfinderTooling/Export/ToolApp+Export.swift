extension ToolApp {
  /// The app's links or navigation graph, written in `format`.
  ///
  /// Every format is derived from the app's link policy, route patterns, where each pattern
  /// leads (``targets``) and its navigation graph; nothing runs. The text is the same for the
  /// same app and options, and ends with a newline.
  ///
  /// ```swift
  /// let bank = try EmbeddedApp.bank.app()
  /// print(bank.export(as: .markdown))
  /// // # Routes of bank
  /// //
  /// // | Pattern | Target | Stack | Back stack | Guards |
  /// // | --- | --- | --- | --- | --- |
  /// // | `/login` | login | login | — | — |
  /// // …
  /// ```
  ///
  /// - Parameters:
  ///   - format: The format to write.
  ///   - options: The AASA's app identifiers and what the Mermaid chart shows.
  /// - Returns: The text of the file.
  public func export(as format: ExportFormat, options: ExportOptions = ExportOptions()) -> String {
    switch format {
    case .aasa: AASAExport(app: self, appIDs: options.appIDs(for: self), host: options.host).text
    case .android: AndroidExport(app: self).text
    case .mermaid: MermaidExport(app: self, includesRoutes: options.includesRoutes).text
    case .markdown: MarkdownExport(app: self).text
    }
  }
}

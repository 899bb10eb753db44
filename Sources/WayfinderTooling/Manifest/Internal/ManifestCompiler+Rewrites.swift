import WayfinderCoordination
import WayfinderRouting

extension ManifestCompiler {
  /// The manifest's rewrites, compiled against the links `routes` accepts, with the sources
  /// each takes; `nil` when it has none. Each mistake is pointed at where it is written.
  func compileRewrites(for routes: RouteTable<ManifestRoute>) throws(ManifestError) -> ToolApp.Rewrites? {
    guard !document.rewrites.isEmpty else { return nil }
    let rules = document.rewrites.map {
      RewriteRules.Rule(pattern: $0.pattern.value, cold: $0.cold?.value, warm: $0.warm?.value)
    }
    do {
      return (try RewriteRules(rules, for: routes), document.rewrites.map { Set($0.sources.map(\.value)) })
    } catch {
      throw rewriteError(error)
    }
  }

  /// A rewrite's refusal, at the target it is about, or else at the pattern (the part at
  /// fault, when the error says which).
  private func rewriteError(_ error: RouteTableError) -> ManifestError {
    let message = "\(error.code.description.split(separator: "-").joined(separator: " ")): \(error.reason)"
    let rewrites = document.rewrites
    guard let text = error.pattern,
      let rewrite = rewrites.last(where: { $0.pattern.value == text }) ?? rewrites.first
    else { return source.error(.routeTable, message, at: document.routesMark) }
    let quoted = error.reason.split(separator: "\"", omittingEmptySubsequences: false)
    if error.code == .invalidRewrite, error.range == nil, quoted.count > 1,
      error.reason.hasPrefix("the rewrite to")
    {
      let target = String(quoted[1])
      if let cold = rewrite.cold, cold.value == target {
        return source.error(.routeTable, message, at: cold.mark)
      }
      if let warm = rewrite.warm, warm.value == target {
        return source.error(.routeTable, message, at: warm.mark)
      }
    }
    var mark = rewrite.pattern.mark
    if let range = error.range {
      let before = rewrite.pattern.value.utf8.prefix(range.lowerBound)
      mark = mark.moved(by: String(decoding: before, as: UTF8.self).unicodeScalars.count)
    }
    return source.error(.routeTable, message, at: mark)
  }
}

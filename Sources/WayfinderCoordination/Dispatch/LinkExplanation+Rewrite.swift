extension LinkExplanation {
  /// The rewrite as `explain` prints it: `→ shop://home`, the same cold and warm, or each,
  /// `→ shop://home at a cold launch; unchanged while the app runs`; `nil` with none.
  var rewriteLine: String? {
    func text(_ rewrite: String?, _ refusal: String?) -> String {
      if let refusal { return "refused (\(refusal))" }
      return rewrite.map { "→ \($0)" } ?? "unchanged"
    }
    let cold = text(coldRewrite, refusals.cold)
    let warm = text(warmRewrite, refusals.warm)
    if cold == warm { return cold == "unchanged" ? nil : cold }
    return "\(cold) at a cold launch; \(warm) while the app runs"
  }
}

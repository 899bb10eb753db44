extension ToolApp {
  /// Checks the app's links, route targets, guards and navigation graph together, for what
  /// each alone cannot see.
  ///
  /// Errors are links that will fail, or a setup that cannot work: a route to a screen the
  /// graph lacks, in a stack it is not in, or in several stacks without picking one; a route
  /// behind a guard the app does not configure; a guard that waits on a screen it cannot show;
  /// a custom scheme that is `http` or `https`; a signed-out start that shows a screen behind a
  /// guard (signed out, no guard passes); a name in the manifest that `wayfinder generate` cannot
  /// write as Swift (`swift-name`, the code `generate` refuses it with). Warnings are what may not be meant: patterns a
  /// link could match two of with neither more specific, screens no link can show, a screen
  /// that looks like it lacks its `after:`, an interruption that is not a modal, a guard the
  /// graph never names, hosts or schemes the exports leave out, and `http` links that open the
  /// app on Android but never on iOS.
  ///
  /// A route resolved when the link runs names no screen beforehand; the linter takes it to
  /// lead to the screen named like its route (`recipe(4)` → `recipe`), and checks nothing else
  /// of it. A responder route is not checked.
  ///
  /// The findings the app acknowledges (``acknowledgements``) are listed apart, with their
  /// reasons, and counted neither as errors nor as warnings:
  ///
  /// ```swift
  /// let report = try EmbeddedApp.messenger.app().lint()
  /// print(report.text)
  /// // acknowledged warning[unreachable-screen] screen comment: … (pushed by the rating's first page)
  /// // acknowledged warning[unreachable-screen] screen editProfile: … (pushed by the profile's Edit button)
  /// // acknowledged warning[unreachable-screen] screen thanks: … (pushed once the comment is sent)
  /// // no findings, 3 acknowledged
  /// ```
  ///
  /// - Returns: The findings, sorted; ``LintReport/hasErrors`` says whether any is an error.
  public func lint() -> LintReport {
    var linter = Linter(app: self)
    linter.checkRoutes()
    linter.checkGuards()
    linter.checkReach()
    linter.checkPolicy()
    linter.checkAnyWebLink()
    linter.checkRewrites()
    linter.checkSignedOutStart()
    linter.checkGeneration()
    linter.findings += PatternOverlap(app: self).findings()
    return linter.report
  }
}

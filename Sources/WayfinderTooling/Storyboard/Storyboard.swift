import Foundation
@_spi(Internals) import WayfinderNavigation

/// Each step of a session's links as a phone-sized picture, with a caption, in one
/// self-contained HTML page: what `wayfinder play --storyboard` and `wayfinder open
/// --storyboard` write, for the people who review links by looking rather than reading.
///
/// Every picture is SVG drawn from the navigation state, with real text: the status bar, the
/// navigation bar with the screen's title and a back button carrying the previous screen's
/// title, the screen's name and parameters, the tab bar with the selected tab marked, sheets,
/// full-screen covers and alerts; at regular width, a tab bar is a split view's sidebar. A
/// failed check shows what was expected beside what is on screen, in red.
///
/// ```swift
/// let (result, session) = await ScriptRunner(app: app).run(script)
/// try Storyboard(script: script, result: result, session: session).write(to: "golden.html")
/// ```
public struct Storyboard: Sendable {
  /// The size class the pictures are drawn at.
  public enum Width: String, Sendable, CaseIterable {
    /// An iPhone held upright: tab bars at the bottom.
    case compact
    /// An iPad in landscape: a tab bar is a split view's sidebar.
    case regular
  }

  /// One picture and its caption.
  struct Frame: Sendable {
    var state: NavigationState
    /// Who took the step: a link as opened, `you` (the person), `the app`, or `start`.
    var actor: String
    /// What happened, in the tool's words: `push card(7) onto dashboard`.
    var action: String
    var step: Step?
    /// `step 2 of 3` of the link's steps.
    var position: String?
    /// The outcome (or what the step came to), when the link or the step ends here.
    var outcome: String?
    /// The outcome's name, for its colour: `handled`, `pending`, …
    var outcomeName: String?
    var line: Int?
    var checks: [Check] = []
    /// Why a step of the script could not be done.
    var failure: String?

    var failed: Bool { failure != nil || checks.contains { !$0.passed } }
  }

  /// One check of an `expect` step.
  struct Check: Sendable, Hashable {
    var key: String
    var expected: String
    var found: String
    var passed: Bool
  }

  var title: String
  var subtitle: String
  var frames: [Frame]
  let width: Width
  let titles: StoryboardTitles

  /// The whole page: pictures, captions, light and dark styles, keyboard stepping.
  public func html() -> String { StoryboardPage(self).html() }

  /// Writes ``html()`` to `path`.
  ///
  /// - Throws: ``StoryboardError`` when the file cannot be written.
  public func write(to path: String) throws(StoryboardError) {
    let url = URL(fileURLWithPath: path)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw StoryboardError(path: path, reason: "it is a folder")
    }
    do {
      try Data(html().utf8).write(to: url)
    } catch {
      let folder = url.deletingLastPathComponent().path
      let reason =
        FileManager.default.fileExists(atPath: folder)
        ? "it cannot be written (\((error as NSError).localizedDescription))"
        : "the folder \(folder) does not exist"
      throw StoryboardError(path: path, reason: reason)
    }
  }

  /// How many pictures, and how many of them are marked failed.
  var summary: (pictures: Int, failed: Int) { (frames.count, frames.count { $0.failed }) }
}

/// A storyboard that could not be written.
public struct StoryboardError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path it was to be written to.
  public let path: String
  /// Why it could not be written.
  public let reason: String

  public var description: String { "cannot write the storyboard \(path): \(reason)" }
}

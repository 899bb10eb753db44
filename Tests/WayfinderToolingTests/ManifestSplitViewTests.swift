import Foundation
import Testing
import WayfinderCoordination
import WayfinderNavigation
import WayfinderRouting
import WayfinderTesting
@_spi(Internals) import WayfinderTooling

/// A stack shown as a split view (issue 34, item 3): `split: true` in a manifest, the graph's
/// `showsAsSplitView(_:)`, and what `generate` writes for it.
@Suite struct ManifestSplitViewTests {
  static let chat = """
    app: chat
    links: {schemes: [chat]}
    graph:
      main: {tabs: [chats, calls]}
      chats: {stack: channels, split: true}
      calls: {stack: calls}
    screens:
      conversation: {in: chats, parameters: [channelID]}
      thread: {in: chats, parameters: [channelID, threadID], after: conversation}
    routes:
      /channels: channels
      /channels/:channelID: conversation(channelID)
      /channels/:channelID/threads/:threadID: thread(channelID, threadID)
      /calls: calls

    """

  @Test func aStackMarkedSplitIsShownAsASplitView() throws {
    let app = try Manifest.parse(Self.chat, file: "chat.yaml")
    #expect(app.graph.showsAsSplitView("chats"))
    #expect(!app.graph.showsAsSplitView("calls"))
    #expect(app.graph.splitViews == ["chats"])
    // One stack either way: the list, then the conversation and its thread.
    let target = try app.graph.target(
      for: Screen("thread", parameters: ["channelID": "C1", "threadID": "T9"]), from: app.graph.initialState)
    #expect(
      target.container(named: "chats")?.visibleStack.screens.map(\.name) == [
        "channels", "conversation", "thread",
      ])
  }

  @Test func generateDeclaresTheSplitView() throws {
    let swift = try Manifest.generateSwift(Self.chat, file: "chat.yaml")
    #expect(swift.contains("graph.showsAsSplitView(\"chats\")"), "\(swift)")
    #expect(!swift.contains("graph.showsAsSplitView(\"calls\")"))
  }

  @Test func splitIsAFlag() throws {
    let text = Self.chat.replacingOccurrences(of: "split: true", with: "split: sidebar")
    #expect(throws: ManifestError.self) { try Manifest.parse(text, file: "chat.yaml") }
  }

  @Test func onlyAStackIsShownAsASplitView() throws {
    var graph = NavigationGraph.Builder(root: "main")
    graph.tabs("main", ["chats"])
    graph.stack("chats", root: Screen("channels"))
    graph.showsAsSplitView("main")
    #expect {
      try graph.build()
    } throws: { error in
      (error as? GraphError)?.code == .wrongKind
    }
    var unknown = NavigationGraph.Builder(root: "chats")
    unknown.stack("chats", root: Screen("channels"))
    unknown.showsAsSplitView("inbox")
    #expect {
      try unknown.build()
    } throws: { error in
      (error as? GraphError)?.code == .unknownContainer
    }
  }
}

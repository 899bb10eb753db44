import WayfinderCoordination
import WayfinderNavigation

extension MessengerApp {
  /// The messenger app's screens, as the navigation state holds them.
  public enum Screens {
    public static let feed = Screen("feed")
    public static func post(_ postID: String) -> Screen { Screen("post", parameters: ["postID": postID]) }
    /// Hides the tab bar.
    public static func photo(_ postID: String) -> Screen {
      Screen("photo", parameters: ["postID": postID], traits: .hidesTabBar)
    }
    public static let share = Screen("share")
    public static let channelList = Screen("channelList")
    /// Unique and deep-link driven: a stack holds one channel at most.
    public static func channel(_ channelID: String) -> Screen {
      Screen("channel", parameters: ["channelID": channelID], traits: .unique)
    }
    public static let profile = Screen("profile")
    public static func editProfile(draft: String = "") -> Screen {
      Screen("editProfile", data: ["draft": draft])
    }
    public static let signIn = Screen("signIn")
    public static func rating(_ orderID: Int) -> Screen {
      Screen("rating", parameters: ["orderID": "\(orderID)"])
    }
    public static let comment = Screen("comment")
    public static let thanks = Screen("thanks")
  }

  /// The `application` tab bar: `feed` (selected first), `channels`, `profile`.
  public static func application(
    feed: [Screen] = [Screens.feed],
    channels: [Screen] = [Screens.channelList],
    profile: [Screen] = [Screens.profile],
    selected: String = "feed"
  ) -> Container {
    .tabs(
      "application",
      [.stack("feed", feed), .stack("channels", channels), .stack("profile", profile)],
      selected: selected)
  }

  /// The `share` sheet, presentable over feed screens.
  public static let shareSheet = Modal(.sheet, .stack("share", [Screens.share]))

  /// The `authorization` flow, presented over the tab bar when a guard needs sign-in.
  public static let authorization = Modal(.fullScreen, .stack("authorization", [Screens.signIn]))

  /// The interrupting `rateOrder` flow, presented full screen.
  public static func rateOrder(_ screens: [Screen]) -> Modal {
    Modal(.fullScreen, .stack("rateOrder", screens))
  }

  /// The messenger app on screen.
  public static func state(_ root: Container = application(), modals: [Modal] = []) -> NavigationState {
    NavigationState(root: root, modals: modals)
  }
}

extension MessengerApp {
  /// The messenger app's navigation graph: the tab bar `application` with `feed`, `channels`
  /// and `profile` (the last two guarded by `signedIn`); the sheet `share`; the full-screen
  /// `authorization` and `rateOrder` flows.
  public static func graph() throws(GraphError) -> NavigationGraph {
    var graph = NavigationGraph.Builder(root: "application")
    graph.tabs("application", ["feed", "channels", "profile"])
    graph.stack("feed", root: Screens.feed)
    graph.screen("post", in: "feed", parameters: ["postID"])
    graph.screen("photo", in: "feed", parameters: ["postID"], after: "post", traits: .hidesTabBar)
    graph.stack("channels", root: Screens.channelList, guard: "signedIn")
    graph.screen("channel", in: "channels", parameters: ["channelID"], traits: .unique)
    graph.stack("profile", root: Screens.profile, guard: "signedIn")
    graph.screen("editProfile", in: "profile")
    graph.modal("share", .sheet, root: Screens.share)
    graph.modal("authorization", .fullScreen, root: Screens.signIn)
    graph.modal("rateOrder", .fullScreen, root: Screen("rating"))
    graph.screen("comment", in: "rateOrder")
    graph.screen("thanks", in: "rateOrder", after: "comment")
    return try graph.build()
  }
}

extension MessengerRoute {
  /// Where the route leads in the messenger app: a screen, or for `rateOrder` the interrupting
  /// flow.
  public var destination: Destination {
    typealias Screens = MessengerApp.Screens
    return switch self {
    case .feed: .screen(Screens.feed)
    case .post(let postID): .screen(Screens.post(postID))
    case .photo(let postID): .screen(Screens.photo(postID))
    case .channelList: .screen(Screens.channelList)
    case .channel(let channelID): .screen(Screens.channel(channelID))
    case .profile: .screen(Screens.profile)
    case .rateOrder(let orderID): .interrupt(Screens.rating(orderID))
    }
  }
}

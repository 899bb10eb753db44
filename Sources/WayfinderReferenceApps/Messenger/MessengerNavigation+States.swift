import WayfinderCoordination
import WayfinderNavigation

// What the messenger app adds by hand to the Swift generated from Manifests/messenger.yaml:
// short names for its screens (and a screen's draft, data no manifest holds) and builders of
// its states, for tests and examples.

extension MessengerNavigation {
  /// The messenger app's screens, as the navigation state holds them.
  public enum Screens {
    public static let feed = MessengerScreen.feed.screen
    public static func post(_ postID: String) -> Screen { MessengerScreen.post(postID: postID).screen }
    /// Hides the tab bar.
    public static func photo(_ postID: String) -> Screen { MessengerScreen.photo(postID: postID).screen }
    public static let share = MessengerScreen.share.screen
    public static let channelList = MessengerScreen.channelList.screen
    /// Unique and deep-link driven: a stack holds one channel at most.
    public static func channel(_ channelID: String) -> Screen {
      MessengerScreen.channel(channelID: channelID).screen
    }
    public static let profile = MessengerScreen.profile.screen
    public static func editProfile(draft: String = "") -> Screen {
      Screen("editProfile", data: ["draft": draft])
    }
    public static let signIn = MessengerScreen.signIn.screen
    public static func rating(_ orderID: Int) -> Screen { MessengerScreen.rating(orderID: orderID).screen }
    public static let comment = MessengerScreen.comment.screen
    public static let thanks = MessengerScreen.thanks.screen
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

import WayfinderRouting

/// The screens and flows of the messenger reference app (seed 004) that a link can open.
public enum MessengerRoute: Hashable, Sendable, CustomStringConvertible {
  case feed
  case post(postID: String)
  case photo(postID: String)
  case channelList
  case channel(channelID: String)
  case profile
  /// The interrupting rate-order flow.
  case rateOrder(orderID: Int)

  public var description: String {
    switch self {
    case .feed: "feed"
    case .post(let postID): "post(\(postID))"
    case .photo(let postID): "photo(\(postID))"
    case .channelList: "channelList"
    case .channel(let channelID): "channel(\(channelID))"
    case .profile: "profile"
    case .rateOrder(let orderID): "rateOrder(\(orderID))"
    }
  }
}

/// The messenger reference app: scheme `com.myapp`, host `myapp.example.com`.
public enum MessengerApp {
  /// The links the messenger app accepts.
  public static let policy = LinkPolicy(schemes: ["com.myapp"], hosts: ["myapp.example.com"])

  /// The messenger app's route table.
  public static func routes() throws(RouteTableError) -> RouteTable<MessengerRoute> {
    var routes = RouteTable<MessengerRoute>.Builder(policy: policy)
    routes.add("/feed", .feed)
    routes.add(
      "/feed/:postID",
      parse: { .post(postID: try $0.string("postID")) },
      print: { if case .post(let postID) = $0 { ["postID": postID] } else { nil } })
    routes.add(
      "/feed/:postID/photo",
      parse: { .photo(postID: try $0.string("postID")) },
      print: { if case .photo(let postID) = $0 { ["postID": postID] } else { nil } })
    routes.add("/channels", .channelList)
    routes.add(
      "/channels?channelId=:channelID",
      parse: { .channel(channelID: try $0.string("channelID")) },
      print: { if case .channel(let channelID) = $0 { ["channelID": channelID] } else { nil } })
    routes.add("/profile", .profile)
    routes.add(
      "/rate-order?orderId=:orderID(int)",
      parse: { .rateOrder(orderID: try $0.int("orderID")) },
      print: { if case .rateOrder(let orderID) = $0 { ["orderID": orderID] } else { nil } })
    // The links of the app's first version, before channels had their own tab.
    routes.redirect("/chat/:channelID", to: "/channels?channelId=:channelID")
    return try routes.build()
  }
}

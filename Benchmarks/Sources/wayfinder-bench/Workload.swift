import Workloads

/// A route table shaped like a real app's, and links to match against it, generated from a
/// fixed seed so every router and every run sees the same ones.
///
/// - Patterns have mostly 2–4 segments and start with a literal; a third have one parameter,
///   a tenth two, a few end with a `*rest` wildcard. Half the parameters are typed `(int)`.
/// - Literal and parameter children sit side by side (`/users/settings` beside
///   `/users/:usersID`), and some parameter routes get a literal twin (`/users/me`).
/// - No two patterns have the same shape even with the types erased, so Wayfinder accepts the
///   table and RoutingKit overrides nothing. A parameter's name depends only on what precedes
///   it (`usersID` after `users`), as RoutingKit requires of parameters at one trie node.
/// - 90% of the links match a route (ints where the parameter is typed), 10% match nothing.
struct Workload {
  struct Route {
    enum Segment: Hashable {
      case literal(String)
      case parameter(name: String, isInt: Bool)
      case wildcard
    }

    let segments: [Segment]

    /// Wayfinder's pattern text, as in `/users/:usersID(int)/posts`.
    var pattern: String {
      "/"
        + segments.map { segment in
          switch segment {
          case .literal(let text): text
          case .parameter(let name, let isInt): ":" + name + (isInt ? "(int)" : "")
          case .wildcard: "*rest"
          }
        }.joined(separator: "/")
    }

    /// The shape with types erased: what RoutingKit and the linear scan tell apart.
    var untypedShape: [String] {
      segments.map { segment in
        switch segment {
        case .literal(let text): text
        case .parameter: ":"
        case .wildcard: "*"
        }
      }
    }

    /// The path parameters, in order, with whether each is typed `int`.
    var parameters: [(name: String, isInt: Bool)] {
      segments.compactMap { segment in
        if case .parameter(let name, let isInt) = segment { (name, isInt) } else { nil }
      }
    }

    var hasWildcard: Bool { segments.last == .wildcard }
  }

  static let scheme = "bench"
  static let host = "bench.example.com"
  static let seed: UInt64 = 0x5741_5946_494E_4452  // "WAYFINDR"

  let routes: [Route]
  /// The links, as `bench://…` strings, in a fixed shuffled order.
  let links: [String]
  /// The same links' paths, as in `/users/42/posts`, for routers that take a path.
  let paths: [String]
  /// For each link, the route it was made from, or `nil` for the links that match nothing.
  let intended: [Int?]

  /// Words an app's paths are made of.
  static let vocabulary = [
    "users", "posts", "settings", "profile", "account", "orders", "items", "cart", "checkout",
    "search", "feed", "messages", "chats", "groups", "events", "photos", "videos", "albums",
    "notifications", "help", "about", "invite", "share", "products", "categories", "stores",
    "offers", "reviews", "comments", "likes", "followers", "following", "friends", "teams",
    "projects", "tasks", "boards", "files", "documents", "folders", "payments", "cards",
    "transfers", "accounts", "statements", "recipes", "ingredients", "collections", "favorites",
    "history", "library", "playlists", "artists", "tracks", "podcasts", "episodes", "tickets",
    "bookings", "trips", "hotels", "flights", "places", "maps", "rewards", "wallet",
    "subscriptions", "plans", "billing", "security", "privacy", "devices", "sessions",
    "invitations", "members", "roles", "reports", "analytics", "dashboard", "onboarding",
    "login", "signup", "reset", "verify", "edit", "details", "summary", "preview", "archive",
    "drafts", "inbox", "sent", "trash", "popular", "trending", "stories", "live", "channels",
  ]

  /// Literals that stand beside a parameter, as `/users/me` beside `/users/:usersID`.
  static let twins = ["me", "new", "latest", "all", "mine"]

  init(routeCount: Int, linkCount: Int = 1000) {
    var rng = SplitMix64(seed: Self.seed ^ UInt64(routeCount))
    var routes: [Route] = []
    var shapes: Set<[String]> = []

    func add(_ route: Route) {
      guard routes.count < routeCount, shapes.insert(route.untypedShape).inserted else { return }
      routes.append(route)
    }

    // First segments: the app's sections. Bigger apps have more of them; past the
    // vocabulary they are numbered variants (`orders2`).
    let sectionCount = max(6, routeCount / 6)
    let sections = (0..<sectionCount).map { index in
      let word = Self.vocabulary[index % Self.vocabulary.count]
      let round = index / Self.vocabulary.count
      return round == 0 ? word : word + String(round + 1)
    }

    while routes.count < routeCount {
      let roll = rng.below(100)
      var segmentCount = roll < 5 ? 1 : roll < 40 ? 2 : roll < 75 ? 3 : roll < 95 ? 4 : 5
      let parameterRoll = rng.below(30)
      let parameterCount = parameterRoll < 3 ? 2 : parameterRoll < 13 ? 1 : 0
      let wildcard = rng.chance(3)
      segmentCount = max(segmentCount, parameterCount + 1 + (wildcard ? 1 : 0))

      // Parameter positions: never the first segment, and not the wildcard's.
      let lastFree = wildcard ? segmentCount - 2 : segmentCount - 1
      var positions: Set<Int> = []
      while positions.count < parameterCount { positions.insert(1 + rng.below(lastFree)) }

      var used: Set<String> = []
      var segments: [Route.Segment] = []
      for position in 0..<segmentCount {
        if wildcard && position == segmentCount - 1 {
          segments.append(.wildcard)
        } else if positions.contains(position) {
          let name: String
          if case .literal(let previous) = segments[position - 1] {
            name = previous + "ID"
          } else {
            name = "p\(position)"
          }
          segments.append(.parameter(name: name, isInt: rng.chance(50)))
        } else {
          var word = position == 0 ? rng.pick(sections) : rng.pick(Self.vocabulary)
          while used.contains(word) { word = rng.pick(Self.vocabulary) }
          used.insert(word)
          segments.append(.literal(word))
        }
      }
      add(Route(segments: segments))

      // Now and then a literal twin of the first parameter: `/users/me` beside `/users/:id`.
      if parameterCount > 0, rng.chance(15), let first = positions.min() {
        let word = rng.pick(Self.twins)
        var twin = segments
        twin[first] = .literal(word)
        // The parameter after it, if any, is named after it, as everywhere else.
        if first + 1 < twin.count, case .parameter(_, let isInt) = twin[first + 1] {
          twin[first + 1] = .parameter(name: word + "ID", isInt: isInt)
        }
        add(Route(segments: twin))
      }
    }
    self.routes = routes

    // Links: 90% made from a route, 10% that no route matches (checked with the untyped
    // linear scan, which matches whatever any of the routers could).
    let scan = LinearRouter(routes: routes)
    var made: [(path: String, route: Int?)] = []
    let hits = linkCount * 9 / 10
    for _ in 0..<hits {
      let index = rng.below(routes.count)
      made.append((Self.path(for: routes[index], &rng), index))
    }
    while made.count < linkCount {
      let path: String
      if rng.chance(50) {
        // Unknown from the first segment.
        var parts = ["zz" + Self.slug(&rng)]
        for _ in 0..<rng.below(3) { parts.append(rng.pick(Self.vocabulary)) }
        path = "/" + parts.joined(separator: "/")
      } else {
        // A real route's link with an unknown segment after it, or in place of its last.
        let base = Self.path(for: routes[rng.below(routes.count)], &rng)
        if rng.chance(50) {
          path = base + "/zq" + Self.slug(&rng)
        } else {
          let cut = base.lastIndex(of: "/")!
          path = String(base[..<cut]) + "/zq" + Self.slug(&rng)
        }
      }
      if scan.route(path) == nil { made.append((path, nil)) }
    }
    rng.shuffle(&made)
    paths = made.map(\.path)
    links = made.map { Self.scheme + ":/" + $0.path }
    intended = made.map(\.route)
  }

  /// A concrete path for `route`, with an int for an int parameter, an id or a slug for a
  /// plain one, and one to three segments for a wildcard.
  static func path(for route: Route, _ rng: inout SplitMix64) -> String {
    var parts: [String] = []
    for segment in route.segments {
      switch segment {
      case .literal(let text): parts.append(text)
      case .parameter(_, let isInt):
        parts.append(isInt || rng.chance(50) ? String(1 + rng.below(999_999)) : slug(&rng))
      case .wildcard:
        for _ in 0...rng.below(3) { parts.append(slug(&rng)) }
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// A lowercase letter, then 3 to 9 letters and digits.
  static func slug(_ rng: inout SplitMix64) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let alphanumerics = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    var text = String(rng.pick(letters))
    for _ in 0..<(3 + rng.below(7)) { text.append(rng.pick(alphanumerics)) }
    return text
  }
}

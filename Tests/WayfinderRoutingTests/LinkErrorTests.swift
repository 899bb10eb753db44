import Foundation
import Testing
import WayfinderRouting

/// What a refused or unmatched link's error says, compared as whole strings.
@Suite struct LinkErrorTests {
  enum R: Hashable, Sendable {
    case orders
    case order(UUID)
    case post(String)
    case search(String)
  }

  static let policy = LinkPolicy(schemes: ["shop"])

  static let table: RouteTable<R> = {
    var b = RouteTable<R>.Builder(policy: policy)
    b.add("/account/orders", .orders)
    b.add(
      "/account/orders/:orderID(uuid)", parse: { .order(try $0.uuid("orderID")) },
      print: { if case .order(let id) = $0 { ["orderID": id] } else { nil } })
    b.add(
      "/posts/:postID", parse: { .post(try $0.string("postID")) },
      print: { if case .post(let id) = $0 { ["postID": id] } else { nil } })
    b.add(
      "/search?q=:q", parse: { .search(try $0.string("q")) },
      print: { if case .search(let q) = $0 { ["q": q] } else { nil } })
    do {
      return try b.build()
    } catch {
      preconditionFailure("\(error)")
    }
  }()

  static func error(_ link: String) -> LinkError? {
    #expect(throws: LinkError.self) { try table.match(link) }
  }

  @Test(arguments: [
    (
      "shop://account/orders/not-a-uuid",
      """
      unmatched: no route matches /account/orders/not-a-uuid: "not-a-uuid" after "/account/orders" is not a uuid (as in /account/orders/:orderID(uuid))
        shop://account/orders/not-a-uuid
                              ^~~~~~~~~~
      """,
      "/account/orders/:orderID(uuid)"
    ),
    (
      "shop://account",
      """
      unmatched: no route matches /account: the link ends where a route expects "orders" (as in /account/orders)
        shop://account
                     ^
      """,
      "/account/orders"
    ),
  ])
  func unmatchedNamesThePatternThatGoesOn(link: String, description: String, closest: String) {
    let error = Self.error(link)
    #expect(error?.description == description)
    #expect(error?.closestPattern == closest)
  }
}

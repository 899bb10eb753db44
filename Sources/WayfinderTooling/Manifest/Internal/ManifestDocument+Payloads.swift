import WayfinderCoordination
import WayfinderRouting

extension ManifestDocument {
  /// A notification payload that carries values, not a link: the link its values make
  /// (`:name` takes the payload's value under `name`), for payloads whose keys hold the values
  /// `when` names.
  struct Payload {
    var link: Located<String>
    var when: [String: String] = [:]
  }

  static let payloadKeys = ["link", "when"]

  /// The whole link `payload` names: a path is one of the app's first scheme's links
  /// (`/orders/:order` is `shop://orders/:order`).
  func payloadTemplate(_ payload: Payload) -> String {
    let written = payload.link.value
    guard written.hasPrefix("/"), let scheme = policy.schemes.first else { return written }
    return scheme + ":/" + written
  }

  /// `payloads`: a list of `{link: TEMPLATE, when: {KEY: VALUE}}`, tried in order.
  mutating func readPayloads(_ value: ManifestValue) throws(ManifestError) {
    let expected =
      "a list of {link: TEMPLATE, when: {KEY: VALUE}}, such as {link: /orders/:order, when: {type: order}}"
    for item in try value.named("\"payloads\"").list(expected: expected) {
      let fields = try item.named("a payload link").mapping(keys: Self.payloadKeys, expected: expected)
      let link = try fields.required("link", expected: "the link its values make, such as /orders/:order")
        .named("\"link\"").content(
          expected: "a link with :name where a payload's value goes, such as /orders/:order")
      var payload = Payload(link: link)
      if let when = fields["when"] {
        for entry in try when.named("\"when\"").entries(
          expected: "the values the payload must hold, such as {type: order}")
        {
          payload.when[entry.key.value] = try entry.value.named("the value of \"\(entry.key.value)\"")
            .content(expected: "a value, such as order").value
        }
      }
      payloads.append(payload)
    }
  }
}

extension ManifestCompiler {
  /// The manifest's payload links, each a whole link (a path is one of the app's first scheme's
  /// links) that leads to a route when its values are given; a mistake is pointed at its link.
  func compilePayloadLinks(for routes: RouteTable<ManifestRoute>) throws(ManifestError) -> [PayloadLink] {
    var links: [PayloadLink] = []
    for payload in document.payloads {
      let written = payload.link.value
      let template = document.payloadTemplate(payload)
      let link: PayloadLink
      do {
        link = try PayloadLink(template, when: payload.when)
      } catch {
        throw source.error(.routeTable, "invalid payload link: \(error.reason)", at: payload.link.mark)
      }
      // Example values: a number fits an `int` value and a word a string one.
      let leads = ["1", "x"].contains { example in
        let filled = link.link(
          for: Dictionary(uniqueKeysWithValues: link.names.map { ($0, example as any Sendable) })
            .merging(payload.when.mapValues { $0 as any Sendable }) { given, _ in given })
        return filled.map { routes.route(for: $0) != nil } ?? false
      }
      guard leads else {
        throw source.error(
          .routeTable,
          "invalid payload link: \"\(written)\" leads to no route with example values (1, x)",
          expected: "a link of one of the manifest's routes, such as /orders/:order", at: payload.link.mark)
      }
      links.append(link)
    }
    return links
  }
}

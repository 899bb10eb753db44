import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

extension LinkRunner {
  /// Follows `destination` through resolvers and computed redirects to a destination that is
  /// neither, recording each redirect's link in `hops`.
  func follow(
    _ destination: Destination, from url: String, for job: Job?, hops: inout [String]
  ) async -> Resolved {
    var destination = destination
    var seen: Set<String> = [url]
    while true {
      if case .resolve = destination {
        switch await resolve(destination, for: job) {
        case .ended(let outcome): return .ended(outcome)
        case .destination(let resolved): destination = resolved
        }
      }
      guard case .redirect(let target) = destination else { return .destination(destination) }
      hops.append(target)
      guard seen.insert(target).inserted, hops.count <= RouteTable<Route>.redirectLimit else {
        let reason =
          hops.count > RouteTable<Route>.redirectLimit
          ? "more than \(RouteTable<Route>.redirectLimit) redirects"
          : "redirects come back to a link they have been"
        return .ended(.rejected(.tooManyRedirects(url, hops: hops, reason: reason)))
      }
      do {
        let match = try routes.match(target)
        hops += match.redirects
        destination = self.destination(match.route)
      } catch {
        return .ended(error.code.category == .unmatched ? .unmatched(error) : .rejected(error))
      }
    }
  }
}

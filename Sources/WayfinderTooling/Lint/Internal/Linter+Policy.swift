import WayfinderCoordination
import WayfinderNavigation
import WayfinderRouting

extension Linter {
  /// The hosts and schemes the policy accepts reach the app through the exports: the AASA
  /// covers https hosts, the Android export verified `http`/`https` hosts and every custom
  /// scheme.
  mutating func checkPolicy() {
    let policy = app.policy
    for scheme in policy.schemes where scheme == "http" || scheme == "https" {
      add(
        .error, .webSchemeAsCustom,
        "\"\(scheme)\" is listed as a custom scheme, whose links fold their host into the path: list its hosts in hosts instead"
      )
    }
    for scheme in policy.webSchemes where scheme != "http" && scheme != "https" {
      add(
        .warning, .schemeNotExported,
        "the web scheme \"\(scheme)\" is neither http nor https: no association file covers it and the Android export leaves it out"
      )
    }
    for host in policy.hosts {
      if !policy.webSchemes.contains("https") {
        add(
          .warning, .hostNotExported,
          "\"\(host)\" is accepted without https: universal links are https links, so the AASA leaves it out")
      } else if app.patterns.isEmpty {
        add(
          .warning, .hostNotExported,
          "\"\(host)\" is accepted but the app has no route pattern: the exports list no path for it")
      }
    }
  }
}

import WayfinderCoordination
import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

extension Linter {
  /// The hosts and schemes the policy accepts reach the app through the exports: the AASA
  /// covers https hosts, the Android export verified `http`/`https` hosts and every custom
  /// scheme; and `http` beside `https` reaches it on Android alone.
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
    if policy.webSchemes.contains("http"), policy.webSchemes.contains("https"), !policy.hosts.isEmpty {
      add(
        .warning, .httpWebScheme,
        "the web scheme \"http\" is accepted for \(Suggestion.list(policy.hosts, or: "and")), so the Android export verifies http links too, but iOS universal links are https only: on iOS an http link opens in the browser, never in the app; drop http from webSchemes, or check that this is meant"
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

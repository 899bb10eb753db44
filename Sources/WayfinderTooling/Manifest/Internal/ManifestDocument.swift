import WayfinderCoordination
import WayfinderNavigation
@_spi(Internals) import WayfinderRouting

/// A manifest as written, every name with its place: what the reader makes of the YAML or
/// JSON, before any name is looked up or any builder runs.
struct ManifestDocument {
  /// A guard the graph may name, and the screen shown while it waits.
  struct Guard {
    var name: Located<String>
    var shows: Located<String>
    var waitLimit: Duration? = RouteGuard.defaultWaitLimit
  }

  /// A container of the graph.
  struct Container {
    enum Kind {
      case flows([Located<String>], initial: Located<String>?)
      case tabs([Located<String>], selected: Located<String>?)
      case stack(root: Located<String>)
      case modal(Modal.Style, root: Located<String>, over: Located<String>?)
    }
    var name: Located<String>
    var kind: Kind
    var guardName: Located<String>?
    /// For a tab bar or flow switcher that a modal holds, how the modal is presented.
    var presented: (style: Modal.Style, over: Located<String>?)? = nil
    /// What people read for it as a tab, and for its root screen (`title:`).
    var title: Located<String>? = nil
    /// The constant values a stack's root screen holds (`{stack: "recipeList(kind = 'veggie')"}`).
    var rootValues: [String: String] = [:]
    /// The traits of a stack's or modal's root screen (`traits: [holdsLinks]`).
    var rootTraits: WayfinderNavigation.Screen.Traits = []
    /// Whether a stack is shown as a split view on iPad (`split: true`): its root in the
    /// sidebar, what is pushed past it in the detail.
    var split = false

    /// Whether it is presented as a modal: a sheet's or full-screen modal's stack, or the tab
    /// bar or flows one holds.
    var isModal: Bool {
      if case .modal = kind { true } else { presented != nil }
    }

    /// How it is presented, when it is a modal, and the screen it is presented over.
    var presentation: (style: Modal.Style, over: Located<String>?)? {
      if case .modal(let style, _, let over) = kind { (style, over) } else { presented }
    }

    /// The root screen of a stack or modal.
    var root: Located<String>? {
      switch kind {
      case .stack(let root), .modal(_, let root, _): root
      case .flows, .tabs: nil
      }
    }

    /// The flows or tabs.
    var children: [Located<String>] {
      switch kind {
      case .flows(let children, _), .tabs(let children, _): children
      case .stack, .modal: []
      }
    }

    /// How prose calls it: `flow switcher`, `tab bar`, `stack`, `sheet`, `full-screen modal`.
    var kindName: String {
      switch kind {
      case .flows: "flow switcher"
      case .tabs: "tab bar"
      case .stack: "stack"
      case .modal(.sheet, _, _): "sheet"
      case .modal(.fullScreen, _, _): "full-screen modal"
      }
    }
  }

  /// A screen pushed in a stack.
  struct Screen {
    var name: Located<String>
    var stacks: [Located<String>]
    var parameters: [Located<String>]
    var after: Located<String>?
    var traits: WayfinderNavigation.Screen.Traits
    var guardName: Located<String>?
    var placement: NavigationGraph.Placement = .linkPicks
    /// The names of the values a link gives the screen that are not its identity: a link with
    /// them updates the screen on screen in place.
    var data: [Located<String>] = []
    /// What people read for it (`title:`).
    var title: Located<String>? = nil
    /// The parameters written with a trailing `?`: a route may leave them out.
    var optionalParameters: Set<String> = []
  }

  /// A route: a link pattern and the screen it opens or the flow it interrupts with.
  struct Route {
    /// The pattern, its mark at its first character.
    var pattern: Located<String>
    var reference: ScreenReference
    var interrupts: Bool
    var stack: Located<String>?
    var effect: LinkEffect = .rebuild
    /// The optional query parameters whose value of the wrong type is dropped, not refused.
    var lenient: [Located<String>] = []
    /// What the route does instead of showing a named screen: the app's action, or its
    /// decision (`reference` names it).
    var app: AppRoute? = nil
    /// The hosts whose universal links the route takes; empty for every host.
    var hosts: [Located<String>] = []
    /// The name the screen is given the whole link under (`link: source`): a value of the
    /// route's own, read from the link as it arrived and never printed.
    var link: Located<String>? = nil
  }

  /// A start state: which flows and tabs show, which screens the stacks hold.
  struct Start {
    enum Content {
      /// The flow a switcher shows or the tab a tab bar selects.
      case child(Located<String>)
      /// The screens a stack holds, bottom to top.
      case screens([ScreenReference])
    }
    var key: Located<String>
    var entries: [(container: Located<String>, content: Content)]
  }

  var app: Located<String>
  var policy: LinkPolicy
  /// Where each scheme and host of the policy is written, by its lowercased text.
  var policyMarks: [String: SourceMark]
  var linksMark: SourceMark
  var dispatchPolicy: DeepLinkCenterPolicy = .supersede
  var timeToLive: Duration = .seconds(60)
  /// How soon the same link again is dropped as a duplicate (`dispatch.duplicateWindow`).
  var duplicateWindow: Duration?
  var animatesLastStep = true
  var guards: [Guard] = []
  var containers: [Container] = []
  var graphMark: SourceMark
  var screens: [Screen] = []
  var routes: [Route] = []
  /// The screen any web link opens (`links.anyWebLink`), its pattern ``RoutePattern/anyWebLinkText``.
  var anyWebLink: Route?
  /// Each redirect: the pattern whose links it sends on, and the path it sends them to.
  var redirects: [(pattern: Located<String>, target: Located<String>)] = []
  /// Each rewrite run before matching, by whether the link launched the app (`rewrites:`).
  var rewrites: [Rewrite] = []
  /// The links notification payloads that carry values stand for (`payloads:`), in order.
  var payloads: [Payload] = []
  var routesMark: SourceMark
  var signedIn: Start?
  var signedOut: Start?
  /// The lint findings acknowledged where they apply (`acknowledge:`).
  var acknowledgements: [Acknowledgement] = []
  /// The value types of the app's own (`types:`).
  var valueTypes: [ValueType] = []
}

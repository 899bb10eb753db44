/// A part of the screen that holds screens or other containers: a stack, a tab bar, or a
/// switch between flows.
///
/// Every container has a ``name``, unique in its ``NavigationState``; steps use it to say
/// which container they change. A tab bar's tabs and a flow switcher's flow are containers
/// too, so an app's whole hierarchy is one tree:
///
/// ```swift
/// let home = Container.tabs("home", [
///   .stack("dashboard", [Screen("dashboard")]),
///   .stack("settings", [Screen("settings")]),
/// ])
/// let app = Container.flows("app", showing: home)
/// ```
public enum Container: Sendable, Hashable {
  // NB: no case is `indirect`. A stack or a tab bar (whose tabs are an array already) is stored
  // in the enum itself, and a flow switcher keeps its flow in a box of its own that it copies
  // on write, so changing a stack inside them, as every step does, allocates nothing: an
  // `indirect` case is a box the enum makes afresh each time the case is rebuilt.
  /// A navigation stack (`UINavigationController`, `NavigationStack`).
  case stack(Stack)
  /// A tab bar (`UITabBarController`, `TabView`), each tab its own container.
  case tabs(TabBar)
  /// A switch between flows that shows one at a time (a window's root: login or home).
  case flows(FlowSwitcher)

  /// A stack named `name` holding `screens`, bottom to top.
  public static func stack(_ name: String, _ screens: [Screen]) -> Container {
    .stack(Stack(name: name, screens: screens))
  }

  /// A tab bar named `name` with `tabs`, the tab named `selected` (or the first) selected.
  ///
  /// A `selected` name that no tab has selects no tab (index -1), which
  /// ``NavigationState/checkInvariants()`` reports, rather than quietly selecting another.
  public static func tabs(_ name: String, _ tabs: [Container], selected: String? = nil) -> Container {
    let index = selected.map { name in tabs.firstIndex { $0.name == name } ?? -1 } ?? 0
    return .tabs(TabBar(name: name, tabs: tabs, selectedIndex: index))
  }

  /// A flow switcher named `name` showing `flow`.
  public static func flows(_ name: String, showing flow: Container) -> Container {
    .flows(FlowSwitcher(name: name, flow: flow))
  }

  /// The container's name.
  public var name: String {
    switch self {
    case .stack(let stack): stack.name
    case .tabs(let bar): bar.name
    case .flows(let switcher): switcher.name
    }
  }

  /// What kind of container this is, in one word: `stack`, `tabs` or `flows`.
  public var kind: String {
    switch self {
    case .stack: "stack"
    case .tabs: "tabs"
    case .flows: "flows"
    }
  }

  /// What kind of container this is, as prose says it: `stack`, `tab bar` or `flow switcher`.
  var kindName: String {
    switch self {
    case .stack: "stack"
    case .tabs: "tab bar"
    case .flows: "flow switcher"
    }
  }

  /// The stack a person sees in this container: the selected tab's, the current flow's.
  public var visibleStack: Stack {
    switch self {
    case .stack(let stack): stack
    case .tabs(let bar): bar.selectedTab.visibleStack
    case .flows(let switcher): switcher.flow.visibleStack
    }
  }

  /// The names from this container down to its visible stack: `["app", "home", "settings"]`.
  public var visiblePath: [String] {
    switch self {
    case .stack(let stack): [stack.name]
    case .tabs(let bar): [bar.name] + bar.selectedTab.visiblePath
    case .flows(let switcher): [switcher.name] + switcher.flow.visiblePath
    }
  }

  /// Every screen in this container, depth first, tabs in order.
  public var screenCount: Int {
    switch self {
    case .stack(let stack): stack.screens.count
    case .tabs(let bar): bar.tabs.reduce(0) { $0 + $1.screenCount }
    case .flows(let switcher): switcher.flow.screenCount
    }
  }
}

/// A navigation stack: screens bottom (its root) to top.
public struct Stack: Sendable, Hashable {
  /// The stack's name: its tab's, its flow's or its modal's name.
  public var name: String
  /// The screens, bottom to top. A legal stack holds at least its root.
  public var screens: [Screen]

  /// Creates a stack.
  public init(name: String, screens: [Screen]) {
    self.name = name
    self.screens = screens
  }

  /// The screen on top, if any.
  public var top: Screen? { screens.last }

  /// Whether the tab bar is hidden while this stack is shown: a screen above the root hides
  /// it (UIKit keeps the bar hidden for every screen pushed after one that hides it).
  public var hidesTabBar: Bool {
    screens.dropFirst().contains { $0.traits.contains(.hidesTabBar) }
  }

  /// The index of the highest screen that still shows the tab bar: the one just below the
  /// first screen that hides it, or the top when none does.
  public var lastIndexShowingTabBar: Int {
    let hiding = screens.indices.dropFirst().first { screens[$0].traits.contains(.hidesTabBar) }
    return (hiding ?? screens.count) - 1
  }
}

/// A tab bar: its tabs, each a container that keeps its screens while another is selected.
public struct TabBar: Sendable, Hashable {
  /// The tab bar's name.
  public var name: String
  /// The tabs, in order; each tab is named by its container.
  public var tabs: [Container]
  /// The index of the selected tab in ``tabs``.
  public var selectedIndex: Int
  /// The names of the tabs that are hidden: the person hid them (iOS 18's sidebar, a
  /// `UITab` with `allowsHiding`, a SwiftUI `TabViewCustomization`) or the app did (`UITab`'s
  /// `isHidden`, SwiftUI's `hidden(_:)`). A hidden tab keeps its screens; no step selects it
  /// (`tab-hidden`), so a link to it fails and nothing moves.
  public var hiddenTabs: Set<String>

  /// Creates a tab bar, with no tab hidden.
  public init(name: String, tabs: [Container], selectedIndex: Int = 0) {
    self.init(name: name, tabs: tabs, selectedIndex: selectedIndex, hiddenTabs: [])
  }

  /// Creates a tab bar whose tabs named in `hiddenTabs` are hidden.
  public init(name: String, tabs: [Container], selectedIndex: Int = 0, hiddenTabs: Set<String>) {
    self.name = name
    self.tabs = tabs
    self.selectedIndex = selectedIndex
    self.hiddenTabs = hiddenTabs
  }

  /// The selected tab. A legal tab bar has one; an illegal one answers its first tab, or an
  /// empty stack when it has none.
  public var selectedTab: Container {
    tabs.indices.contains(selectedIndex)
      ? tabs[selectedIndex] : tabs.first ?? .stack(Stack(name: name, screens: []))
  }

  /// The tabs' names, in order.
  public var tabNames: [String] { tabs.map(\.name) }
}

/// A switch between flows that shows one flow at a time, such as login or home at the root
/// of a window. Only the flow on screen exists; switching builds the other one afresh.
public struct FlowSwitcher: Sendable, Hashable {
  /// The switcher's name.
  public var name: String
  private var box: FlowBox

  /// The flow on screen, named by its container.
  public var flow: Container {
    get { box.flow }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = FlowBox(box.flow) }
      yield &box.flow
    }
  }

  /// Creates a flow switcher.
  public init(name: String, flow: Container) {
    self.name = name
    self.box = FlowBox(flow)
  }

  public static func == (lhs: FlowSwitcher, rhs: FlowSwitcher) -> Bool {
    lhs.name == rhs.name && (lhs.box === rhs.box || lhs.box.flow == rhs.box.flow)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(box.flow)
  }
}

/// The storage of a ``FlowSwitcher``'s flow, shared between copies until one of them changes
/// its flow.
///
/// NB: `@unchecked Sendable`: the box is only written through ``FlowSwitcher/flow``, which
/// copies it first unless this switcher holds the only reference, so a box another value or
/// thread can see is never written.
private final class FlowBox: @unchecked Sendable {
  var flow: Container

  init(_ flow: Container) {
    self.flow = flow
  }
}

// STAND-IN for Apple's XCUIAutomation (the UI-test API XCTest re-exports; its own module since
// Xcode 16.3) — never shipped, never linked into a product. It exists only so that the Shop's UI
// test (Examples/Shop/UITests) type-checks on Linux, in Checks/AppleStandIns, beside corelibs
// XCTest, which has `XCTestCase` but no UI-test API: named as Apple's module, it clashes with no
// module Linux has. Bodies are placeholders and never run.
//
// What it declares is the surface the UI test uses, with the signatures and isolation of Apple's
// documentation of each symbol (developer.apple.com, XCUIAutomation): the classes are
// `@MainActor class`, rooted in corelibs Foundation's `NSObject`.

import Foundation

/// Apple: `@MainActor class XCUIElement : NSObject`.
@MainActor
open class XCUIElement: NSObject {
  /// Apple: `enum XCUIElement.ElementType : UInt, @unchecked Sendable` (some of its cases).
  public enum ElementType: UInt, Sendable {
    case any = 0
    case other = 1
    case button = 9
    case navigationBar = 37
    case tabBar = 38
    case staticText = 48
  }

  override init() { super.init() }

  /// Apple: `var exists: Bool { get }`.
  public var exists: Bool { false }
  /// Apple: `var isHittable: Bool { get }`.
  public var isHittable: Bool { false }
  /// Apple: `var identifier: String { get }` (`XCUIElementAttributes`).
  public var identifier: String { "" }
  /// Apple: `var label: String { get }` (`XCUIElementAttributes`).
  public var label: String { "" }
  /// Apple: `func waitForExistence(timeout: TimeInterval) -> Bool`.
  @discardableResult
  public func waitForExistence(timeout: TimeInterval) -> Bool { false }
  /// Apple: `func tap()`.
  public func tap() {}
  /// Apple: `func swipeDown()`.
  public func swipeDown() {}
  /// Apple: `func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery`.
  public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery { XCUIElementQuery() }
  /// Apple: `var buttons: XCUIElementQuery { get }` (`XCUIElementTypeQueryProvider`).
  public var buttons: XCUIElementQuery { XCUIElementQuery() }
  /// Apple: `var navigationBars: XCUIElementQuery { get }` (`XCUIElementTypeQueryProvider`).
  public var navigationBars: XCUIElementQuery { XCUIElementQuery() }
  /// Apple: `var tabBars: XCUIElementQuery { get }` (`XCUIElementTypeQueryProvider`).
  public var tabBars: XCUIElementQuery { XCUIElementQuery() }
  /// Apple: `var otherElements: XCUIElementQuery { get }` (`XCUIElementTypeQueryProvider`).
  public var otherElements: XCUIElementQuery { XCUIElementQuery() }
}

/// Apple: `@MainActor class XCUIElementQuery : NSObject`.
@MainActor
open class XCUIElementQuery: NSObject {
  override init() { super.init() }

  /// Apple: `subscript(key: String) -> XCUIElement { get }`.
  public subscript(key: String) -> XCUIElement { XCUIElement() }
  /// Apple: `var count: Int { get }`.
  public var count: Int { 0 }
  /// Apple: `var firstMatch: XCUIElement { get }`.
  public var firstMatch: XCUIElement { XCUIElement() }
  /// Apple: `func element(boundBy index: Int) -> XCUIElement`.
  public func element(boundBy index: Int) -> XCUIElement { XCUIElement() }
  /// Apple: `func matching(identifier: String) -> XCUIElementQuery`.
  public func matching(identifier: String) -> XCUIElementQuery { self }
  /// Apple: `func matching(_ predicate: NSPredicate) -> XCUIElementQuery`.
  public func matching(_ predicate: NSPredicate) -> XCUIElementQuery { self }
  /// Apple: `var buttons: XCUIElementQuery { get }` (`XCUIElementTypeQueryProvider`).
  public var buttons: XCUIElementQuery { self }
}

/// Apple: `@MainActor class XCUIApplication : XCUIElement`.
@MainActor
open class XCUIApplication: XCUIElement {
  /// Apple: `init()`.
  public override init() { super.init() }
  /// Apple: `init(bundleIdentifier: String)`.
  public init(bundleIdentifier: String) { super.init() }

  /// Apple: `var launchArguments: [String] { get set }`.
  public var launchArguments: [String] = []
  /// Apple: `var launchEnvironment: [String : String] { get set }`.
  public var launchEnvironment: [String: String] = [:]
  /// Apple: `func launch()`.
  public func launch() {}
  /// Apple: `func activate()`.
  public func activate() {}
  /// Apple: `func terminate()`.
  public func terminate() {}
  /// Apple: `func open(_ url: URL)` (iOS 16.4, Xcode 16.3): "Launches the application by URL."
  @available(iOS 16.4, *)
  public func open(_ url: URL) {}
}

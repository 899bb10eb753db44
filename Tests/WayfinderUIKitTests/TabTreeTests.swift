import Testing
@_spi(Testing) import WayfinderUIKit

/// How a tab bar of iOS 18's `UITab`s is read (`TabTree`): its leaves are the graph's tabs, a
/// group's hiding hides its children, and a selected group leads to the child it selects.
@MainActor
@Suite struct TabTreeTests {
  final class Node {
    let id: String
    let children: [Node]?
    var isHidden = false
    var selectedChild: Node?
    init(_ id: String, _ children: [Node]? = nil) {
      self.id = id
      self.children = children
    }
  }

  static func leaves(_ roots: [Node]) -> [TabTree.Leaf<Node>] {
    TabTree.leaves(of: roots, children: \.children, isHidden: \.isHidden)
  }

  @Test func theLeavesAreTheTabsInOrderAndAGroupHidesItsChildren() {
    let (cart, account) = (Node("cart"), Node("account"))
    let yours = Node("yours", [cart, account])
    let roots = [Node("home"), Node("search"), yours]
    #expect(Self.leaves(roots).map(\.tab.id) == ["home", "search", "cart", "account"])
    #expect(TabTree.hiddenIndices(of: Self.leaves(roots)).isEmpty)
    yours.isHidden = true
    #expect(TabTree.hiddenIndices(of: Self.leaves(roots)) == [2, 3])
    yours.isHidden = false
    account.isHidden = true
    #expect(TabTree.hiddenIndices(of: Self.leaves(roots)) == [3])
  }

  @Test func aSelectedGroupLeadsToTheChildItSelectsOrItsFirst() {
    let (cart, account) = (Node("cart"), Node("account"))
    let yours = Node("yours", [cart, account])
    let roots = [Node("home"), yours]
    let leaves = Self.leaves(roots)
    func index(_ selected: Node?) -> Int? {
      TabTree.index(of: selected, in: leaves, children: \.children, selectedChild: \.selectedChild)
    }
    #expect(index(roots[0]) == 0)
    #expect(index(yours) == 1)
    yours.selectedChild = account
    #expect(index(yours) == 2)
    #expect(index(nil) == nil)
    #expect(index(Node("elsewhere")) == nil)
  }
}

// A step encodes as one flat object named by its action, readable by hand and by scripts:
//
//   {"action": "push", "screen": {"name": "card", "parameters": {"cardID": "7"}},
//    "stack": "dashboard", "animated": false}
extension Step {
  private enum CodingKeys: String, CodingKey {
    case action, animated, modal, modals, from, switcher, flow, tab, tabBar, screen, screens, index, stack
    case newScreen, keeping
  }

  /// The action's name in JSON and in the tools: `dismiss`, `present`, `switchFlow`,
  /// `selectTab`, `push`, `pop`, `replace`, `reload`, `update`, `setScreens` or `dismissChain`.
  public var actionName: String {
    switch action {
    case .dismiss: "dismiss"
    case .dismissChain: "dismissChain"
    case .present: "present"
    case .switchFlow: "switchFlow"
    case .selectTab: "selectTab"
    case .push: "push"
    case .setScreens: "setScreens"
    case .pop: "pop"
    case .replace: "replace"
    case .reload: "reload"
    case .update: "update"
    }
  }

  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    let animated = try values.decodeIfPresent(Bool.self, forKey: .animated) ?? false
    func string(_ key: CodingKeys) throws -> String { try values.decode(String.self, forKey: key) }
    func screen(_ key: CodingKeys = .screen) throws -> Screen { try values.decode(Screen.self, forKey: key) }
    let action: Action
    switch try string(.action) {
    case "dismiss": action = .dismiss(try string(.modal))
    case "dismissChain": action = .dismissChain(try values.decode([String].self, forKey: .modals))
    case "present": action = .present(try values.decode(Modal.self, forKey: .modal), from: try string(.from))
    case "switchFlow":
      action = .switchFlow(try string(.switcher), to: try values.decode(Container.self, forKey: .flow))
    case "selectTab": action = .selectTab(try string(.tab), in: try string(.tabBar))
    case "push": action = .push(try screen(), onto: try string(.stack))
    case "setScreens":
      action = .setScreens(
        try values.decode([Screen].self, forKey: .screens), in: try string(.stack),
        keeping: try values.decode(Int.self, forKey: .keeping))
    case "pop":
      action = .pop(to: try screen(), at: try values.decode(Int.self, forKey: .index), in: try string(.stack))
    case "replace": action = .replace(try screen(), with: try screen(.newScreen), in: try string(.stack))
    case "reload": action = .reload(try screen(), in: try string(.stack))
    case "update":
      action = .update(try screen(), at: try values.decode(Int.self, forKey: .index), in: try string(.stack))
    case let name:
      throw DecodingError.dataCorruptedError(
        forKey: .action, in: values,
        debugDescription: "unknown step action \"\(name)\" (known: dismiss, present, switchFlow, "
          + "selectTab, push, pop, replace, reload, update, setScreens, dismissChain)")
    }
    self.init(action, animated: animated)
  }

  public func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    try values.encode(actionName, forKey: .action)
    switch action {
    case .dismiss(let modal):
      try values.encode(modal, forKey: .modal)
    case .dismissChain(let modals):
      try values.encode(modals, forKey: .modals)
    case .setScreens(let screens, let stack, let keeping):
      try values.encode(screens, forKey: .screens)
      try values.encode(stack, forKey: .stack)
      try values.encode(keeping, forKey: .keeping)
    case .present(let modal, let presenter):
      try values.encode(modal, forKey: .modal)
      try values.encode(presenter, forKey: .from)
    case .switchFlow(let switcher, let flow):
      try values.encode(switcher, forKey: .switcher)
      try values.encode(flow, forKey: .flow)
    case .selectTab(let tab, let bar):
      try values.encode(tab, forKey: .tab)
      try values.encode(bar, forKey: .tabBar)
    case .push(let screen, let stack), .reload(let screen, let stack):
      try values.encode(screen, forKey: .screen)
      try values.encode(stack, forKey: .stack)
    case .pop(let screen, let index, let stack), .update(let screen, let index, let stack):
      try values.encode(screen, forKey: .screen)
      try values.encode(index, forKey: .index)
      try values.encode(stack, forKey: .stack)
    case .replace(let screen, let newScreen, let stack):
      try values.encode(screen, forKey: .screen)
      try values.encode(newScreen, forKey: .newScreen)
      try values.encode(stack, forKey: .stack)
    }
    try values.encode(animated, forKey: .animated)
  }
}

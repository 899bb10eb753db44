extension ManifestDocument {
  /// A stack's root screen, and the constant values it holds: `recipeList`, or
  /// `recipeList(kind = 'veggie')` when two stacks have one screen as their root, told apart by
  /// a value.
  static func rootWithValues(_ body: ManifestValue) throws(ManifestError) -> (
    Located<String>, [String: String]
  ) {
    let text = try body.text(expected: "the name of the stack's root screen")
    guard text.value.contains("(") else { return (text, [:]) }
    let reference = try body.reference(
      expected: "the stack's root screen, such as recipeList(kind = 'veggie')")
    var values: [String: String] = [:]
    for argument in reference.arguments {
      guard argument.isConstant else {
        throw body.source.error(
          .invalidValue,
          "the root of a stack holds constants only, and \"\(argument.value.value)\" is not in single quotes",
          expected: "\(argument.label.value) = '\(argument.value.value)'", at: argument.value.mark)
      }
      guard values.updateValue(argument.value.value, forKey: argument.label.value) == nil else {
        throw body.source.error(
          .invalidValue,
          "the root screen \"\(reference.name.value)\" is given \"\(argument.label.value)\" twice",
          expected: "each value once", at: argument.label.mark)
      }
    }
    return (reference.name, values)
  }
}

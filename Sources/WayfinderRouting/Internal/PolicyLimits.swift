/// The limits of a policy, as plain numbers for the scanner.
struct PolicyLimits: Sendable {
  let maxLength: Int
  let maxSegments: Int
  let maxQueryItems: Int
  /// Whether a `+` in a query value decodes to a space.
  let plusIsSpace: Bool

  init(_ policy: LinkPolicy) {
    maxLength = policy.maxLength
    maxSegments = policy.maxSegments
    maxQueryItems = policy.maxQueryItems
    plusIsSpace = policy.plusIsSpaceInQuery
  }
}

/// What a ``DeepLinkCenter`` does with a link that arrives while another is running.
public enum DeepLinkCenterPolicy: String, Sendable, Hashable, CaseIterable {
  /// The running link is cancelled at its next step and the newcomer runs (latest wins).
  case supersede
  /// The newcomer runs after the running link, and after any that arrived before it.
  case queue
  /// The newcomer ends at once, superseded by the link that is running.
  case dropNew
}

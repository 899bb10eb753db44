extension LinkPolicy {
  enum CodingKeys: String, CodingKey {
    case schemes, hosts, webSchemes, maxLength, maxSegments, maxQueryItems, plusIsSpaceInQuery,
      acceptsAnyWebLink, readsEncodedPaths, barePathOrigin, decodesTwice
  }

  /// Reads a policy, taking ``plusIsSpaceInQuery``, ``acceptsAnyWebLink``, ``readsEncodedPaths`` and
  /// ``decodesTwice`` as `false`,
  /// and ``barePathOrigin`` as `nil`, when the data predates them.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when a key other than those four is missing or of
  ///   the wrong type.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      schemes: try values.decode([String].self, forKey: .schemes),
      hosts: try values.decode([String].self, forKey: .hosts),
      webSchemes: try values.decode([String].self, forKey: .webSchemes),
      maxLength: try values.decode(Int.self, forKey: .maxLength),
      maxSegments: try values.decode(Int.self, forKey: .maxSegments),
      maxQueryItems: try values.decode(Int.self, forKey: .maxQueryItems),
      plusIsSpaceInQuery: try values.decodeIfPresent(Bool.self, forKey: .plusIsSpaceInQuery) ?? false)
    acceptsAnyWebLink = try values.decodeIfPresent(Bool.self, forKey: .acceptsAnyWebLink) ?? false
    readsEncodedPaths = try values.decodeIfPresent(Bool.self, forKey: .readsEncodedPaths) ?? false
    barePathOrigin = try values.decodeIfPresent(String.self, forKey: .barePathOrigin)
    decodesTwice = try values.decodeIfPresent(Bool.self, forKey: .decodesTwice) ?? false
  }
}

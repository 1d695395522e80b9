/// Searching the book, as the contacts scene's search bar does.
extension ContactDirectory {
  /// The people whose first or last name `query` matches (see `SearchQuery`), in the same
  /// order and letters; letters left with nobody go.
  /// - Complexity: O(n) for n people.
  public func filtered(by query: SearchQuery) -> ContactDirectory {
    guard !query.isEmpty else { return self }
    return ContactDirectory(
      sections: sections.compactMap { section in
        let people = section.contacts.filter { query.matches([$0.firstName, $0.lastName]) }
        return people.isEmpty ? nil : Section(letter: section.letter, contacts: people)
      })
  }
}

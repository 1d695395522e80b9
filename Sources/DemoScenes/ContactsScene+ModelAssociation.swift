import TableKit

/// Contacts are named by their full names, which the directory keeps unique, so that a saved
/// state (the kiosk's) follows people rather than places if the book changes between runs.
extension ContactsScene: DataSourceModelAssociation {
  /// The contact's full name, or nil for an index path outside the book.
  public func modelIdentifierForElement(at indexPath: IndexPath, in view: View) -> String? {
    guard shown.sections.indices.contains(indexPath.section) else { return nil }
    let contacts = shown.sections[indexPath.section].contacts
    guard contacts.indices.contains(indexPath.row) else { return nil }
    return contacts[indexPath.row].fullName
  }

  /// The row of the contact with that full name, or nil when the book has nobody of that name.
  /// - Complexity: O(n) for n contacts; it runs once per saved row at restoration.
  public func indexPathForElement(withModelIdentifier identifier: String, in view: View)
    -> IndexPath?
  {
    for (section, group) in shown.sections.enumerated() {
      if let row = group.contacts.firstIndex(where: { $0.fullName == identifier }) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }
}

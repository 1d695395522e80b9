/// The people the contacts scene's pull to refresh "fetches", fixed so that a refresh changes
/// the book the same way on every run.
extension ContactDirectory {
  /// The newcomers, one per refresh in this order; none of their names is in the generated book.
  /// The first sorts to the top of A, so the first refresh shows on the opening screen.
  public static let arrivals = [
    Contact(firstName: "Ada", lastName: "Aalto", phone: "(555) 201-1000", avatar: "avatar-orange"),
    Contact(firstName: "Mateo", lastName: "Barros", phone: "(555) 202-2000", avatar: nil),
    Contact(firstName: "Priya", lastName: "Castellano", phone: "(555) 203-3000", avatar: nil),
  ]

  /// The book with `contact` added to its initial's section, in sorted place.
  /// - Parameter contact: Someone whose full name is not in the book yet.
  /// - Returns: The larger book.
  /// - Complexity: O(n) for n people.
  public func adding(_ contact: Contact) -> ContactDirectory {
    precondition(
      !sections.contains { $0.contacts.contains { $0.fullName == contact.fullName } },
      "full names are unique in a directory, and \(contact.fullName) is in it already")
    let sorted = sections.map { section in
      guard contact.lastName.hasPrefix(section.letter) else { return section }
      let people = (section.contacts + [contact]).sorted {
        ($0.lastName, $0.firstName) < ($1.lastName, $1.firstName)
      }
      return Section(letter: section.letter, contacts: people)
    }
    return ContactDirectory(sections: sorted)
  }

  /// The book without `contact`; a letter left with nobody goes with them.
  /// - Parameter contact: Someone in the book (anyone else leaves it as it is).
  /// - Returns: The smaller book.
  /// - Complexity: O(n) for n people.
  public func removing(_ contact: Contact) -> ContactDirectory {
    let remaining = sections.compactMap { section -> Section? in
      let people = section.contacts.filter { $0 != contact }
      return people.isEmpty ? nil : Section(letter: section.letter, contacts: people)
    }
    return ContactDirectory(sections: remaining)
  }

  /// A book of `sections` as they are (the scenes' changed and filtered books).
  init(sections: [Section]) {
    self.sections = sections
  }
}

import TableKit

/// A person in the contacts scene.
public struct Contact: Hashable, Sendable {
  /// The given name.
  public let firstName: String
  /// The family name, which the list sorts and sections by.
  public let lastName: String
  /// A phone number shown as the subtitle.
  public let phone: String
  /// The avatar image name, or nil for a row without a picture.
  public let avatar: String?

  /// "First Last".
  public var fullName: String { "\(firstName) \(lastName)" }
}

/// A fixed address book: about two hundred people made from fixed name lists by a seeded
/// generator, sorted by last name and grouped into one section per initial, A to Z. The same seed
/// always gives the same book.
public struct ContactDirectory: Sendable {
  /// One initial's people.
  public struct Section: Hashable, Sendable {
    /// The initial, "A"..."Z".
    public let letter: String
    /// The people whose last name starts with the initial, sorted.
    public let contacts: [Contact]
  }

  /// The sections in alphabetical order; every letter A–Z has one.
  public let sections: [Section]

  /// The number of people.
  public var count: Int { sections.reduce(0) { $0 + $1.contacts.count } }

  /// The letters of the alphabet, the titles of the section index.
  public static let alphabet = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map {
    String(UnicodeScalar($0))
  }

  /// Makes the book.
  /// - Parameters:
  ///   - count: How many people, at least 26 so that every letter has someone, and at most
  ///     one per distinct name (a few thousand).
  ///   - seed: The generator's seed.
  public init(count: Int = 200, seed: UInt64 = 0x7AB1_E000) {
    // Names are never repeated, so a book asked for more people than there are names drew
    // forever (10,000 hung, issue 24); it holds every name instead.
    let wanted = min(max(count, Self.alphabet.count), Self.firstNames.count * Self.lastNames.count)
    var generator = SplitMix64(seed: seed)
    var people: [Contact] = []
    var seen: Set<String> = []
    let avatars = ["avatar-blue", "avatar-green", "avatar-purple", "avatar-orange"]
    // Every letter gets one person first, then the rest are drawn at random.
    var letterQueue = Self.alphabet
    while people.count < wanted {
      let lastName: String
      if let letter = letterQueue.first {
        letterQueue.removeFirst()
        let candidates = Self.lastNames.filter { $0.hasPrefix(letter) }
        lastName = candidates[Int(generator.next() % UInt64(candidates.count))]
      } else {
        lastName = Self.lastNames[Int(generator.next() % UInt64(Self.lastNames.count))]
      }
      let firstName = Self.firstNames[Int(generator.next() % UInt64(Self.firstNames.count))]
      guard seen.insert(firstName + " " + lastName).inserted else { continue }
      let exchange = 200 + generator.next() % 800
      let line = 1000 + generator.next() % 9000
      let avatar = generator.next() % 3 == 0 ? avatars[people.count % avatars.count] : nil
      people.append(
        Contact(
          firstName: firstName, lastName: lastName, phone: "(555) \(exchange)-\(line)",
          avatar: avatar))
    }
    people.sort { ($0.lastName, $0.firstName) < ($1.lastName, $1.firstName) }
    sections = Self.alphabet.map { letter in
      Section(letter: letter, contacts: people.filter { $0.lastName.hasPrefix(letter) })
    }
  }

  // MARK: - Name lists

  static let firstNames = [
    "Ada", "Alan", "Amara", "Ana", "Arjun", "Ben", "Bianca", "Carlos", "Chen", "Chloe", "Dario",
    "Diana", "Elena", "Emeka", "Emma", "Farah", "Felix", "Grace", "Hana", "Hugo", "Ines", "Ivan",
    "Jack", "Jonas", "Julia", "Kai", "Kenji", "Lena", "Leo", "Lucia", "Maya", "Mateo", "Mia",
    "Nadia", "Noah", "Olga", "Omar", "Paula", "Priya", "Quentin", "Rosa", "Ruth", "Sam", "Sofia",
    "Tariq", "Tess", "Uma", "Victor", "Wen", "Yara", "Yusuf", "Zoe",
  ]

  static let lastNames = [
    "Abbott", "Adams", "Alvarez", "Baker", "Banerjee", "Brooks", "Campbell", "Castro", "Chang",
    "Davies", "Diaz", "Dubois", "Edwards", "Eriksen", "Evans", "Fischer", "Flores", "Foster",
    "Garcia", "Gonzalez", "Gupta", "Hall", "Hansen", "Hughes", "Ibarra", "Ingram", "Ivanova",
    "Jackson", "Jensen", "Jones", "Kato", "Kim", "Kowalski", "Larsen", "Lee", "Lopez", "Martin",
    "Mendes", "Moreau", "Nakamura", "Nguyen", "Novak", "O'Brien", "Okafor", "Olsen", "Park",
    "Patel", "Perez", "Quinn", "Quiroga", "Reyes", "Rossi", "Russo", "Santos", "Schmidt", "Silva",
    "Tanaka", "Taylor", "Torres", "Ueda", "Underwood", "Valdez", "Vargas", "Volkov", "Walker",
    "Weber", "Wright", "Xu", "Xavier", "Yamamoto", "Young", "Zhang", "Zimmermann",
  ]
}

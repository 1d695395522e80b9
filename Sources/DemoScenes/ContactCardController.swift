import TableKit

/// A person's card, pushed from the contacts list as iOS's Contacts app does: an inset grouped
/// table under a header with the avatar and the name, then the numbers (a small label over the
/// number in tint), the e-mail address, some details, and actions, one of which stars or unstars
/// the person in the list.
@MainActor
public final class ContactCardController: TableViewController {
  /// The person shown.
  public let contact: Contact
  private let appearance: SceneAppearance
  /// Whether the person is a favourite; the list's star follows it.
  public private(set) var isFavorite: Bool
  private let setFavorite: @MainActor (Bool) -> Void

  /// One row: a small label over a value.
  struct Field: Equatable {
    var label: String
    var value: String
  }

  /// The groups of fields, top to bottom.
  let fieldSections: [[Field]]
  /// The action rows of the last group.
  var actions: [String] {
    ["Send Message", "Share Contact", isFavorite ? "Remove from Favorites" : "Add to Favorites"]
  }

  /// Creates the card of `contact`.
  /// - Parameters:
  ///   - contact: The person.
  ///   - isFavorite: Whether they are starred.
  ///   - appearance: The sizes to draw at.
  ///   - setFavorite: Stars or unstars them in the list.
  public init(
    contact: Contact, isFavorite: Bool, appearance: SceneAppearance = .standard,
    setFavorite: @escaping @MainActor (Bool) -> Void
  ) {
    self.contact = contact
    self.isFavorite = isFavorite
    self.appearance = appearance
    self.setFavorite = setFavorite
    fieldSections = Self.fields(of: contact)
    super.init(style: .insetGrouped)
    title = contact.fullName
    navigationItem.largeTitleDisplayMode = .never
  }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

  /// The card's fields, made from the person's name and number so that every card differs and
  /// the same person's card is always the same.
  static func fields(of contact: Contact) -> [[Field]] {
    let digits = contact.phone.filter(\.isNumber)
    let work = "+1 (555) 01" + String(digits.suffix(2)) + "-" + String(digits.prefix(4).suffix(2))
      + "00"
    let user = "\(contact.firstName).\(contact.lastName)".lowercased()
      .replacingOccurrences(of: " ", with: "")
    let birthdayMonth = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ][contact.fullName.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 12]
    return [
      [Field(label: "mobile", value: contact.phone), Field(label: "work", value: work)],
      [Field(label: "home", value: "\(user)@example.com")],
      [
        Field(label: "birthday", value: "\(1 + digits.count % 28) \(birthdayMonth)"),
        Field(label: "notes", value: "Met at the TableKit launch."),
      ],
    ]
  }

  /// Rows are as tall as their two lines.
  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = appearance.isEnlarged ? 72 : 58
  }

  // MARK: - Data source

  /// The fields' groups and the actions.
  public override func numberOfSections(in tableView: TableView) -> Int { fieldSections.count + 1 }

  /// The fields of a group, or the actions.
  public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int)
    -> Int
  {
    section < fieldSections.count ? fieldSections[section].count : actions.count
  }

  /// A field: its label small, over the value (in tint for numbers and addresses); an action in
  /// tint.
  public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    if indexPath.section == fieldSections.count {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "action")
        ?? TableViewCell(style: .default, reuseIdentifier: "action")
      cell.textLabel?.text = actions[indexPath.row]
      cell.textLabel?.textColor = .tint
      cell.textLabel?.font = appearance.titleFont
      return cell
    }
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "field")
      ?? TableViewCell(style: .subtitle, reuseIdentifier: "field")
    let field = fieldSections[indexPath.section][indexPath.row]
    cell.textLabel?.text = field.label
    cell.textLabel?.font = .systemFont(ofSize: appearance.detailFontSize + 1)
    cell.detailTextLabel?.text = field.value
    cell.detailTextLabel?.font = appearance.titleFont
    cell.detailTextLabel?.textColor = indexPath.section < 2 ? .tint : .label
    cell.selectionStyle = indexPath.section < 2 ? .gray : .none
    return cell
  }

  // MARK: - Delegate

  /// The first group has the avatar and name above it.
  public override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int)
    -> View?
  {
    guard section == 0 else { return nil }
    return ContactCardHeaderView(contact: contact, appearance: appearance)
  }

  /// The header's height: the avatar and the name.
  public override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int)
    -> CGFloat
  {
    section == 0 ? ContactCardHeaderView.height(for: appearance) : 18
  }

  /// Only numbers, addresses and actions can be tapped.
  public override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath.section == 2 ? nil : indexPath
  }

  /// A tap flashes the row; the favourite action stars or unstars the person.
  public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard indexPath.section == fieldSections.count, indexPath.row == 2 else { return }
    isFavorite.toggle()
    setFavorite(isFavorite)
    tableView.reconfigureRows(at: [indexPath])
  }
}

/// The top of a contact card: the avatar (or the initials on gray) centred, the name under it,
/// placed with anchors as a UIKit app places them.
@MainActor
final class ContactCardHeaderView: View {
  private let avatar = ImageView()
  private let initials = Label()
  private let name = Label()

  /// The header's height at `appearance`'s sizes.
  static func height(for appearance: SceneAppearance) -> CGFloat {
    appearance.isEnlarged ? 190 : 160
  }

  init(contact: Contact, appearance: SceneAppearance) {
    super.init(frame: .zero)
    let side: CGFloat = appearance.isEnlarged ? 110 : 90
    avatar.image = contact.avatar.flatMap(Image.init(named:))
    avatar.contentMode = .scaleAspectFill
    avatar.clipsToBounds = true
    avatar.backgroundColor = .systemGray
    avatar.cornerRadius = side / 2
    initials.text = String(contact.firstName.prefix(1)) + String(contact.lastName.prefix(1))
    initials.font = .systemFont(ofSize: 34)
    initials.textColor = .white
    initials.isHidden = avatar.image != nil
    name.text = contact.fullName
    name.font = .systemFont(ofSize: appearance.isEnlarged ? 30 : 26)
    name.textAlignment = .center
    for view in [avatar, initials, name] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    LayoutConstraint.activate([
      avatar.topAnchor.constraint(equalTo: topAnchor, constant: 12),
      avatar.centerXAnchor.constraint(equalTo: centerXAnchor),
      avatar.widthAnchor.constraint(equalToConstant: side),
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      initials.centerXAnchor.constraint(equalTo: avatar.centerXAnchor),
      initials.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
      name.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8),
      name.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
      name.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
    ])
  }
}

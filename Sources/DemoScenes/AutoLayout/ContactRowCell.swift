import TableKit

/// A contact row built from stack views: a round avatar with the initials, then the name over
/// the phone number.
@MainActor
public final class ContactRowCell: TableViewCell {
  /// The reuse identifier the Auto Layout scene registers the class under.
  public static let reuseIdentifier = "contact-row"

  /// The round gray avatar.
  public let avatar = View()
  /// The initials, centered in the avatar.
  public let initialsLabel = Label()
  /// The name.
  public let nameLabel = Label()
  /// The phone number, gray.
  public let phoneLabel = Label()

  /// Creates a contact cell (the style is ignored: stack views place its views).
  public required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .default, reuseIdentifier: reuseIdentifier)
    avatar.backgroundColor = .systemGray2
    avatar.cornerRadius = 20
    initialsLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    initialsLabel.textColor = .white
    initialsLabel.translatesAutoresizingMaskIntoConstraints = false
    avatar.addSubview(initialsLabel)
    phoneLabel.font = .systemFont(ofSize: 15)
    phoneLabel.textColor = .secondaryLabel
    let texts = StackView(arrangedSubviews: [nameLabel, phoneLabel])
    texts.axis = .vertical
    texts.spacing = 2
    let row = StackView(arrangedSubviews: [avatar, texts])
    row.spacing = 12
    row.alignment = .center
    row.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(row)
    let margins = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      avatar.widthAnchor.constraint(equalToConstant: 40),
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      initialsLabel.centerXAnchor.constraint(equalTo: avatar.centerXAnchor),
      initialsLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
      row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      row.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
    ])
  }

  /// Shows a contact.
  func show(name: String, phone: String) {
    nameLabel.text = name
    phoneLabel.text = phone
    initialsLabel.text = name.split(separator: " ").compactMap(\.first).prefix(2).map(String.init)
      .joined()
  }
}

import TableKit

/// A settings row as a stack view: a rounded icon, the title, and a gray value that hugs the
/// trailing side, with the disclosure chevron as the accessory.
@MainActor
public final class SettingRowCell: TableViewCell {
  /// The reuse identifier the Auto Layout scene registers the class under.
  public static let reuseIdentifier = "setting-row"

  /// The 29-point icon.
  public let iconView = ImageView()
  /// The setting's name.
  public let titleLabel = Label()
  /// Its value, gray.
  public let valueLabel = Label()

  /// Creates a settings row (the style is ignored: a stack view places its views).
  public required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .default, reuseIdentifier: reuseIdentifier)
    valueLabel.textColor = .secondaryLabel
    valueLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    iconView.cornerRadius = 7
    iconView.clipsToBounds = true
    let row = StackView(arrangedSubviews: [iconView, titleLabel, valueLabel])
    row.spacing = 15
    row.alignment = .center
    row.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(row)
    LayoutConstraint.activate([
      iconView.widthAnchor.constraint(equalToConstant: 29),
      iconView.heightAnchor.constraint(equalToConstant: 29),
      row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
      row.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 7.5),
      row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -7.5),
    ])
    accessoryType = .disclosureIndicator
  }
}

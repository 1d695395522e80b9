import TableKit

/// An item's detail screen, pushed from the kiosk's list: its picture as large as the card,
/// its title, subtitle and badge or price, its text, and the items it relates to as rows that
/// open their own detail screens.
@MainActor
public final class KioskDetailController: TableViewController {
  /// The item shown.
  public private(set) var item: KioskCatalog.Item
  /// The catalog the related items come from.
  public private(set) var catalog: KioskCatalog
  private let appearance: SceneAppearance
  private var related: [KioskCatalog.Item]
  private let open: @MainActor (KioskCatalog.Item) -> Void
  /// The kiosk's own words ("Related"), in the language shown.
  public var strings = KioskStrings(language: "en") {
    didSet { if isViewLoaded { tableView.reloadData() } }
  }

  /// Creates the detail screen of `item`.
  /// - Parameters:
  ///   - item: The item.
  ///   - catalog: The catalog its related ids name items of.
  ///   - appearance: The sizes to draw at.
  ///   - open: Shows a related item's detail (pushes it).
  public init(
    item: KioskCatalog.Item, in catalog: KioskCatalog, appearance: SceneAppearance = .kiosk,
    open: @escaping @MainActor (KioskCatalog.Item) -> Void
  ) {
    self.item = item
    self.catalog = catalog
    self.appearance = appearance
    self.open = open
    related = catalog.relatedItems(of: item)
    super.init(style: .insetGrouped)
    title = item.title
    navigationItem.largeTitleDisplayMode = .never
  }

  /// Not made from archives: TableKit has none.
  required init?(coder: NSCoder) { nil }

  /// The card in a readable column; the related rows as tall as the list's.
  public override func viewDidLoad() {
    super.viewDidLoad()
    tableView.cellLayoutMarginsFollowReadableWidth = true
    tableView.register(
      KioskPictureCell.self, forCellReuseIdentifier: KioskPictureCell.reuseIdentifier)
    tableView.register(KioskTextCell.self, forCellReuseIdentifier: KioskTextCell.reuseIdentifier)
    tableView.register(KioskItemCell.self, forCellReuseIdentifier: KioskItemCell.reuseIdentifier)
  }

  /// Shows the item as `catalog` has it now, where it still has it.
  /// - Returns: Whether the catalog still has the item; when not, the screen is unchanged.
  @discardableResult
  public func update(to catalog: KioskCatalog) -> Bool {
    guard let item = catalog.item(withID: item.id) else { return false }
    self.item = item
    self.catalog = catalog
    related = catalog.relatedItems(of: item)
    title = item.title
    if isViewLoaded { tableView.reloadData() }
    return true
  }

  // MARK: - Data source

  /// The picture (when there is one) and the text; then the related items.
  public override func numberOfSections(in tableView: TableView) -> Int {
    related.isEmpty ? 1 : 2
  }

  /// Two rows, or one without a picture; a row per related item.
  public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int)
    -> Int
  {
    section == 0 ? (item.imagePath == nil ? 1 : 2) : related.count
  }

  /// The picture, the words, or a related item.
  public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    if indexPath.section == 1 {
      let cell = tableView.dequeueReusableCell(
        withIdentifier: KioskItemCell.reuseIdentifier, for: indexPath)
      (cell as? KioskItemCell)?.show(related[indexPath.row], appearance: appearance)
      return cell
    }
    if indexPath.row == 0, let path = item.imagePath {
      let cell = tableView.dequeueReusableCell(
        withIdentifier: KioskPictureCell.reuseIdentifier, for: indexPath)
      if let picture = cell as? KioskPictureCell {
        picture.pictureView.image = Image(named: path)
        // Read by spoken mode and screen readers: a picture row says what it shows.
        picture.accessibilityLabel = strings.picture(of: item.title)
        picture.accessibilityTraits = .image
      }
      return cell
    }
    let cell = tableView.dequeueReusableCell(
      withIdentifier: KioskTextCell.reuseIdentifier, for: indexPath)
    (cell as? KioskTextCell)?.show(item, appearance: appearance)
    return cell
  }

  /// "Related" over the related items.
  public override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
    -> String?
  {
    section == 1 ? strings.related : nil
  }

  /// The related rows at the list's height; the picture and the words size themselves.
  public override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    indexPath.section == 1 ? KioskItemCell.rowHeight(for: appearance) : TableView.automaticDimension
  }

  // MARK: - Delegate

  /// Only the related items can be tapped.
  public override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath.section == 1 ? indexPath : nil
  }

  /// A related item opens its own detail.
  public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    guard indexPath.section == 1 else { return }
    open(related[indexPath.row])
  }
}

import Foundation
import Testing

@testable import TableKit

/// Dynamic Type through the table (issue 26, item 4): the standard cells' labels, list content
/// configurations and header titles take LOOK.md's sizes at the window's text size, rows grow
/// with them, value cells stack their texts at accessibility sizes, and a change of text size
/// at run time lays the table out again with the first visible row where it was on screen.
@MainActor
@Suite
struct TableDynamicTypeTests {
  nonisolated static let categories: [ContentSizeCategory] = [
    .extraSmall, .large, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]
  /// LOOK.md's body, subheadline and footnote sizes at `categories`.
  static let bodySizes: [CGFloat] = [14, 17, 23, 28, 40, 53]
  static let subheadlineSizes: [CGFloat] = [12, 15, 21, 25, 36, 49]
  static let footnoteSizes: [CGFloat] = [12, 13, 19, 23, 33, 44]

  final class Rows: NSObject, TableViewDataSource {
    let style: TableViewCell.CellStyle
    let count: Int
    var headerTitle: String?

    init(style: TableViewCell.CellStyle, count: Int, headerTitle: String? = nil) {
      self.style = style
      self.count = count
      self.headerTitle = headerTitle
    }

    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "row")
        ?? TableViewCell(style: style, reuseIdentifier: "row")
      cell.textLabel?.text = "Row \(indexPath.row)"
      cell.detailTextLabel?.text = "Detail"
      return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      headerTitle
    }
  }

  func window(_ category: ContentSizeCategory = .large) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    window.hostTraitCollection = TraitCollection(preferredContentSizeCategory: category)
    return window
  }

  func table(
    in window: Window, style: TableViewCell.CellStyle = .value1, rows: Int = 3,
    tableStyle: TableView.Style = .plain, headerTitle: String? = nil
  ) -> (TableView, Rows) {
    let table = TableView(frame: window.bounds, style: tableStyle)
    let source = Rows(style: style, count: rows, headerTitle: headerTitle)
    table.dataSource = source
    window.addSubview(table)
    table.layoutIfNeeded()
    return (table, source)
  }

  @Test(arguments: categories.indices)
  func aCellsDefaultLabelsTakeTheBodyAndSubheadlineSizes(index: Int) throws {
    let sizes = (body: Self.bodySizes[index], subheadline: Self.subheadlineSizes[index])
    let window = window(Self.categories[index])
    let (table, _) = table(in: window, style: .value1)
    let value1 = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(value1.textLabel?.font.pointSize == sizes.body)
    #expect(value1.detailTextLabel?.font.pointSize == sizes.body)
    let value2 = TableViewCell(style: .value2, reuseIdentifier: nil)
    window.addSubview(value2)
    #expect(value2.textLabel?.font.pointSize == sizes.subheadline)
    #expect(value2.detailTextLabel?.font.pointSize == sizes.subheadline)
  }

  @Test(arguments: categories.indices)
  func aListConfigurationsTextsTakeTheirStylesSizes(index: Int) {
    let sizes = (body: Self.bodySizes[index], footnote: Self.footnoteSizes[index])
    let window = window(Self.categories[index])
    var cell = ListContentConfiguration.valueCell()
    cell.text = "Wi-Fi"
    cell.secondaryText = "Home"
    let cellView = ListContentView(configuration: cell)
    var header = ListContentConfiguration.groupedHeader()
    header.text = "Network"
    let headerView = ListContentView(configuration: header)
    window.addSubview(cellView)
    window.addSubview(headerView)
    #expect(cellView.textLabel.font.pointSize == sizes.body)
    #expect(cellView.secondaryTextLabel.font.pointSize == sizes.body)
    #expect(headerView.textLabel.font.pointSize == sizes.footnote)
  }

  @Test func aConfigurationThatDoesNotAdjustKeepsItsSize() {
    let window = window(.accessibilityExtraLarge)
    var cell = ListContentConfiguration.cell()
    cell.text = "Fixed"
    cell.textProperties.adjustsFontForContentSizeCategory = false
    let view = ListContentView(configuration: cell)
    window.addSubview(view)
    #expect(view.textLabel.font.pointSize == 17)
  }

  @Test func aFontTheAppSetsStaysAsSet() throws {
    let window = window(.accessibilityExtraLarge)
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.font = .systemFont(ofSize: 20)
    window.addSubview(cell)
    #expect(cell.textLabel?.font.pointSize == 20)
  }

  @Test func rowsAndHeadersGrowWithTheText() {
    let large = window(.large)
    let (atLarge, _) = table(in: large, headerTitle: "Header")
    let ax3 = window(.accessibilityExtraLarge)
    let (atAX3, _) = table(in: ax3, headerTitle: "Header")
    let small = window(.extraSmall)
    let (atSmall, _) = table(in: small, headerTitle: "Header")
    let row = IndexPath(row: 0, section: 0)
    #expect(atLarge.rectForRow(at: row).height == 44)
    #expect(atSmall.rectForRow(at: row).height == 44, "never below the standard row")
    #expect(atAX3.rectForRow(at: row).height > 44)
    #expect(atLarge.rectForHeader(inSection: 0).height == 28)
    #expect(atAX3.rectForHeader(inSection: 0).height > 28)
  }

  @Test func value1StacksItsTextsAtAccessibilitySizesOnly() throws {
    for category in [ContentSizeCategory.extraExtraExtraLarge, .accessibilityMedium] {
      let window = window(category)
      let (table, _) = table(in: window, style: .value1)
      let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
      let title = try #require(cell.textLabel?.frame)
      let detail = try #require(cell.detailTextLabel?.frame)
      if category.isAccessibilityCategory {
        #expect(detail.minY >= title.maxY, "the detail under the title")
        #expect(detail.minX == title.minX)
        #expect(cell.detailTextLabel?.textAlignment == .natural)
        #expect(cell.frame.height >= (title.height + detail.height).rounded(.up))
      } else {
        #expect(detail.minX > title.minX, "side by side")
        #expect(cell.detailTextLabel?.textAlignment == .right)
      }
    }
  }

  @Test func aValueConfigurationStacksAtAccessibilitySizes() {
    var configuration = ListContentConfiguration.valueCell()
    configuration.text = "Wi-Fi"
    configuration.secondaryText = "Home"
    for category in [ContentSizeCategory.large, .accessibilityLarge] {
      let window = window(category)
      let view = ListContentView(configuration: configuration)
      view.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
      window.addSubview(view)
      view.layoutIfNeeded()
      let text = view.textLayoutFrame ?? .zero
      let secondary = view.secondaryTextLayoutFrame ?? .zero
      #expect((secondary.minY >= text.maxY) == category.isAccessibilityCategory)
    }
  }

  @Test func aChangeOfTextSizeKeepsTheFirstVisibleRowInPlace() throws {
    let window = window(.large)
    let (table, source) = table(in: window, style: .subtitle, rows: 200)
    table.contentOffset.y = 44 * 50 + 20
    table.layoutIfNeeded()
    let first = try #require(table.indexPathsForVisibleRows?.first)
    let onScreen = table.rectForRow(at: first).minY - table.contentOffset.y
    for category in [ContentSizeCategory.accessibilityExtraLarge, .extraSmall, .large] {
      window.hostTraitCollection = TraitCollection(preferredContentSizeCategory: category)
      table.layoutIfNeeded()
      #expect(table.indexPathsForVisibleRows?.first == first, "\(category.name)")
      #expect(table.rectForRow(at: first).minY - table.contentOffset.y == onScreen)
    }
    let cell = try #require(table.cellForRow(at: first))
    #expect(cell.textLabel?.font.pointSize == 17)
    withExtendedLifetime(source) {}
  }

  @Test func theRowsAreMeasuredAgainAtTheNewSize() {
    let window = window(.large)
    let (table, source) = table(in: window, rows: 5)
    let row = IndexPath(row: 2, section: 0)
    #expect(table.rectForRow(at: row).height == 44)
    window.hostTraitCollection = TraitCollection(
      preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    table.layoutIfNeeded()
    let grown = table.rectForRow(at: row).height
    #expect(grown > 44)
    #expect(table.contentSize.height >= 5 * grown)
    withExtendedLifetime(source) {}
  }

  final class ReportingController: TableViewController {
    var changes: [(ContentSizeCategory, ContentSizeCategory)] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      changes.append(
        (
          previousTraitCollection?.preferredContentSizeCategory ?? .unspecified,
          traitCollection.preferredContentSizeCategory
        ))
    }
  }

  @Test func aControllerHearsOfTheChangeOnce() {
    let window = window(.large)
    let controller = ReportingController(style: .plain)
    window.rootViewController = controller
    window.layoutIfNeeded()
    window.hostTraitCollection = TraitCollection(preferredContentSizeCategory: .extraExtraLarge)
    #expect(controller.changes.count == 1)
    #expect(controller.changes.first?.0 == .large)
    #expect(controller.changes.first?.1 == .extraExtraLarge)
  }

  @Test func headerViewsTitlesFollowTheTextSize() {
    let window = window(.accessibilityExtraLarge)
    let header = TableViewHeaderFooterView(reuseIdentifier: nil)
    header.textLabel?.text = "Section"
    window.addSubview(header)
    #expect(header.textLabel?.font == Font.systemFont(ofSize: 36, weight: .semibold))
    #expect(header.sizeThatFits(CGSize(width: 390, height: 0)).height > 28)
  }
}

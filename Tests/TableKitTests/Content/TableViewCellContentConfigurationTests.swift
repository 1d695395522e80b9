import Foundation
import Testing

@testable import TableKit

/// Cells filled with content configurations: they must place and draw their content exactly as
/// the classic styles do for the same content, and keep their configuration through reuse.
@MainActor
@Suite
struct TableViewCellContentConfigurationTests {
  typealias Configuration = ListContentConfiguration

  /// A classic cell and a configured one of `style`, filled alike, `width` × `height`.
  private func pair(
    _ style: TableViewCell.CellStyle, title: String?, detail: String?, image: String? = nil,
    accessory: TableViewCell.AccessoryType = .none, width: CGFloat = 320, height: CGFloat = 44,
    layoutDirection: LayoutDirection = .leftToRight
  ) -> (classic: TableViewCell, configured: TableViewCell) {
    let classic = ViewTesting.cell(
      style, width: width, height: height, layoutDirection: layoutDirection
    ) { cell in
      cell.textLabel?.text = title
      cell.detailTextLabel?.text = detail
      cell.imageView?.image = image.map { .test($0) }
      cell.accessoryType = accessory
    }
    let configured = ViewTesting.cell(
      style, width: width, height: height, layoutDirection: layoutDirection
    ) { cell in
      var content = cell.defaultContentConfiguration()
      content.text = title
      content.secondaryText = detail
      content.image = image.map { .test($0) }
      content.textProperties.numberOfLines = 1
      content.secondaryTextProperties.numberOfLines = 1
      cell.contentConfiguration = content
      cell.accessoryType = accessory
    }
    return (classic, configured)
  }

  /// A laid-out cell of `style` whose default configuration shows `text`.
  private func configuredCell(_ style: TableViewCell.CellStyle, text: String) -> TableViewCell {
    ViewTesting.cell(style) { cell in
      var content = cell.defaultContentConfiguration()
      content.text = text
      cell.contentConfiguration = content
    }
  }

  private func listView(_ cell: TableViewCell) throws -> ListContentView {
    try #require(cell.contentView.subviews.compactMap { $0 as? ListContentView }.first)
  }

  // MARK: - Looking like the classic styles

  @Test(arguments: [
    (TableViewCell.CellStyle.subtitle, LayoutDirection.leftToRight),
    (.subtitle, .rightToLeft), (.default, .leftToRight), (.value1, .leftToRight),
    (.value1, .rightToLeft),
  ])
  func aConfiguredCellPlacesItsTextsWhereTheClassicStyleDoes(
    style: TableViewCell.CellStyle, direction: LayoutDirection
  ) throws {
    for (image, accessory) in [
      (nil, TableViewCell.AccessoryType.none), ("icon", .disclosureIndicator),
      ("large", .checkmark),
    ] {
      let detail = style == .default ? nil : "Home network"
      let (classic, configured) = pair(
        style, title: "Wi-Fi", detail: detail, image: image, accessory: accessory,
        layoutDirection: direction)
      let list = try listView(configured)
      #expect(configured.contentView.frame == classic.contentView.frame)
      #expect(list.frame == CGRect(origin: .zero, size: classic.contentView.frame.size))
      #expect(list.textLayoutFrame == classic.textLabel?.frame, "\(style) \(image ?? "no image")")
      if let detailLabel = classic.detailTextLabel, detail != nil {
        #expect(list.secondaryTextLayoutFrame == detailLabel.frame)
      }
      if let imageView = classic.imageView, image != nil {
        #expect(list.imageLayoutFrame == imageView.frame)
      }
      #expect(configured.separatorInset == classic.separatorInset)
      #expect(ViewTesting.textRuns(of: configured) == ViewTesting.textRuns(of: classic))
    }
  }

  @Test func aConfiguredCellIndentsWithTheClassicContentWhileEditing() throws {
    let (classic, configured) = pair(
      .value1, title: "Wi-Fi", detail: "Home", image: "icon", accessory: .disclosureIndicator)
    for cell in [classic, configured] {
      cell.indentationLevel = 1
      cell.editingStyle = .delete
      cell.setEditing(true, animated: false)
      cell.layoutIfNeeded()
    }
    let list = try listView(configured)
    #expect(configured.contentView.frame == classic.contentView.frame)
    #expect(configured.contentView.frame.minX == Metrics.editingIndent)
    #expect(list.textLayoutFrame == classic.textLabel?.frame)
    #expect(list.imageLayoutFrame == classic.imageView?.frame)
    #expect(configured.separatorInset == classic.separatorInset)
    #expect(configured.configurationState.isEditing)
  }

  @Test func aConfiguredSubtitleCellDrawsTheSameRunsAsTheClassicOneInATallRow() throws {
    let (classic, configured) = pair(
      .subtitle, title: "Anna Haro", detail: "555-1234", image: "avatar", height: 60)
    #expect(try listView(configured).textLayoutFrame == classic.textLabel?.frame)
    #expect(try listView(configured).imageLayoutFrame == classic.imageView?.frame)
    #expect(ViewTesting.textRuns(of: configured) == ViewTesting.textRuns(of: classic))
  }

  @Test func aConfiguredCellMeasuresAsTheClassicOne() {
    for style in [TableViewCell.CellStyle.default, .subtitle, .value1] {
      let detail = style == .default ? nil : "Home"
      let (classic, configured) = pair(style, title: "Wi-Fi", detail: detail, image: "icon")
      let size = CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)
      #expect(configured.sizeThatFits(size) == classic.sizeThatFits(size), "\(style)")
    }
  }

  // MARK: - Defaults per style

  @Test func theDefaultConfigurationFollowsTheCellStyle() {
    #expect(
      TableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration()
        == .cell())
    #expect(
      TableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
        == .subtitleCell())
    #expect(
      TableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
        == .valueCell())
    #expect(
      TableViewCell(style: .value2, reuseIdentifier: nil).defaultContentConfiguration()
        == Configuration.value2Cell())
  }

  // MARK: - Applying, replacing, removing

  @Test func aConfigurationHidesTheClassicContentAndNilBringsItBack() throws {
    let cell = ViewTesting.cell(.subtitle) { cell in
      cell.textLabel?.text = "Classic"
      var content = cell.defaultContentConfiguration()
      content.text = "Configured"
      cell.contentConfiguration = content
    }
    #expect(cell.textLabel?.isHidden == true)
    #expect(ViewTesting.textRuns(of: cell).map(\.string) == ["Configured"])
    cell.contentConfiguration = nil
    cell.layoutIfNeeded()
    #expect(cell.contentView.subviews.allSatisfy { !($0 is ListContentView) })
    #expect(cell.textLabel?.isHidden == false)
    #expect(ViewTesting.textRuns(of: cell).map(\.string) == ["Classic"])
  }

  @Test func aNewListConfigurationReusesTheContentView() throws {
    let cell = configuredCell(.default, text: "First")
    let view = try listView(cell)
    var content = Configuration.valueCell()
    content.text = "Second"
    content.secondaryText = "On"
    cell.contentConfiguration = content
    cell.layoutIfNeeded()
    #expect(try listView(cell) === view)
    #expect(view.listConfiguration == content)
    #expect(ViewTesting.textRuns(of: cell).map(\.string) == ["Second", "On"])
    #expect((cell.contentConfiguration as? Configuration) == content)
  }

  /// A configuration of another type, with its own view.
  private struct Swatch: ContentConfiguration {
    var color: Color
    func makeContentView() -> View & ContentView { SwatchView(configuration: self) }
    func updated(for state: any ConfigurationState) -> Swatch {
      state.isSelected ? Swatch(color: .white) : self
    }
  }

  private final class SwatchView: View, ContentView {
    var configuration: any ContentConfiguration {
      didSet { backgroundColor = (configuration as? Swatch)?.color }
    }
    init(configuration: Swatch) {
      self.configuration = configuration
      super.init(frame: .zero)
      backgroundColor = configuration.color
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 70) }
  }

  @Test func aCustomConfigurationShowsItsOwnViewUpdatedForTheState() throws {
    let cell = ViewTesting.cell(.default) { cell in
      cell.contentConfiguration = Swatch(color: .tint)
    }
    let swatch = try #require(cell.contentView.subviews.compactMap { $0 as? SwatchView }.first)
    #expect(swatch.backgroundColor == .tint)
    #expect(swatch.frame.size == cell.contentView.frame.size)
    #expect(cell.sizeThatFits(CGSize(width: 320, height: 0)).height == 70)
    cell.isSelected = true
    #expect(swatch.backgroundColor == .white, "shown updated for the selected state")
    #expect((cell.contentConfiguration as? Swatch)?.color == .tint, "kept as set")
    cell.automaticallyUpdatesContentConfiguration = false
    #expect(swatch.backgroundColor == .tint)
    cell.contentConfiguration = Configuration.cell()
    #expect(swatch.superview == nil, "a configuration it does not support replaces the view")
    #expect(try listView(cell).superview === cell.contentView)
  }

  // MARK: - Selection and state

  @Test func everySelectionStyleKeepsConfiguredTextsInTheirColors() throws {
    let cell = ViewTesting.cell(.subtitle) { cell in
      var content = cell.defaultContentConfiguration()
      content.text = "Title"
      content.secondaryText = "Detail"
      content.textProperties.color = .destructiveRed
      cell.contentConfiguration = content
    }
    #expect(ViewTesting.textRuns(of: cell).map(\.color) == [.destructiveRed, .secondaryLabel])
    cell.setSelected(true, animated: false)
    // Issue 26: the blue selection draws as iOS 7+ does, gray behind unchanged text.
    #expect(ViewTesting.textRuns(of: cell).map(\.color) == [.destructiveRed, .secondaryLabel])
    cell.selectionStyle = .gray
    #expect(ViewTesting.textRuns(of: cell).map(\.color) == [.destructiveRed, .secondaryLabel])
    cell.selectionStyle = .blue
    cell.setSelected(false, animated: false)
    #expect(ViewTesting.textRuns(of: cell).map(\.color) == [.destructiveRed, .secondaryLabel])
  }

  @Test func aConfigurationSetWhileSelectedKeepsItsColors() {
    let cell = ViewTesting.cell(.default)
    cell.isSelected = true
    var content = cell.defaultContentConfiguration()
    content.text = "Late"
    cell.contentConfiguration = content
    cell.layoutIfNeeded()
    #expect(ViewTesting.textRuns(of: cell).map(\.color) == [.label])
  }

  @Test func theUpdateHandlerRunsWhenSetAndWhenTheStateChanges() {
    let cell = ViewTesting.cell(.default)
    var states: [CellConfigurationState] = []
    cell.configurationUpdateHandler = { cell, state in
      states.append(state)
      var content = cell.defaultContentConfiguration()
      content.text = state.isSelected ? "Selected" : "Normal"
      cell.contentConfiguration = content
    }
    cell.layoutIfNeeded()
    #expect(ViewTesting.textRuns(of: cell).map(\.string) == ["Normal"])
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(ViewTesting.textRuns(of: cell).map(\.string) == ["Selected"])
    cell.setEditing(true, animated: false)
    #expect(states.last?.isEditing == true)
    #expect(states.last?.isSelected == true)
    cell.prepareForReuse()
    #expect(states.last?.isSelected == false)
  }

  // MARK: - Reuse

  @Test func prepareForReuseKeepsTheConfiguration() throws {
    let cell = configuredCell(.default, text: "Kept")
    let view = try listView(cell)
    cell.isSelected = true
    cell.prepareForReuse()
    cell.layoutIfNeeded()
    #expect((cell.contentConfiguration as? Configuration)?.text == "Kept")
    #expect(try listView(cell) === view)
    #expect(ViewTesting.textRuns(of: cell).map(\.color) == [.label])
  }
}

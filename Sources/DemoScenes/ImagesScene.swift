import TableKit

/// Photos at different sizes in a custom `PhotoCell`: thumbnails beside their captions, cropped
/// banners of two heights, and whole pictures at the content width. Rows size themselves.
@MainActor
public final class ImagesScene: TableViewDataSource, TableViewDelegate {
  /// The scene as the catalog lists it.
  public static let scene = DemoScene(
    name: "images", title: "Images",
    summary: "a custom cell with an ImageView: thumbnails, cropped banners, whole photos"
  ) { frame, appearance in
    ImagesScene().makeTable(frame: frame)
  }

  /// A picture and what to say about it.
  struct Photo {
    var image: String
    var title: String
    var caption: String
  }

  /// One section: a title, a layout and the photos shown that way.
  struct Section {
    var title: String
    var layout: PhotoCell.Layout
    var photos: [Photo]
  }

  static let photos = [
    Photo(image: "photo-mountains", title: "Mountains", caption: "Three ranges at dawn."),
    Photo(image: "photo-lake", title: "Lake", caption: "A calm morning; the hill in the water."),
    Photo(image: "photo-dunes", title: "Dunes", caption: "Late sun on the sand."),
    Photo(image: "photo-night", title: "City at Night", caption: "Lit windows under a new moon."),
    Photo(
      image: "landscape", title: "Landscape (1×)",
      caption: "A 120 × 80 pixel picture: one pixel per point, so it softens when enlarged."),
  ]

  /// The sections, top to bottom.
  let sections: [Section] = [
    Section(title: "Thumbnails", layout: .thumbnail, photos: photos),
    Section(title: "Banners, 90 points", layout: .banner(height: 90), photos: Array(photos[0..<2])),
    Section(title: "Banner, 150 points", layout: .banner(height: 150), photos: [photos[2]]),
    Section(
      title: "Whole photos", layout: .fitted(maximumWidth: 300), photos: Array(photos[1...4])),
  ]

  /// Creates the scene's controller.
  public init() {}

  /// A plain table of photo cells, owning this controller.
  public func makeTable(frame: CGRect) -> TableView {
    let table = SceneTableView(frame: frame, style: .plain, controller: self)
    table.register(PhotoCell.self, forCellReuseIdentifier: PhotoCell.reuseIdentifier)
    table.rowHeight = TableView.automaticDimension
    table.estimatedRowHeight = 120
    return table
  }

  // MARK: - Data source

  /// The sections.
  public func numberOfSections(in tableView: TableView) -> Int { sections.count }

  /// The section's photos.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].photos.count
  }

  /// A registered photo cell showing the photo in the section's layout.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
    let section = sections[indexPath.section]
    let photo = section.photos[indexPath.row]
    if let photoCell = cell as? PhotoCell {
      photoCell.photoLayout = section.layout
      photoCell.photoView.image = Image(named: photo.image)
      photoCell.titleLabel.text = photo.title
      photoCell.captionLabel.text = photo.caption
    }
    return cell
  }

  /// The section's title.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }
}

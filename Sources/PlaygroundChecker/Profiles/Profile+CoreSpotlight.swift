extension Profile {
    /// Core Spotlight, as apps index their content for the system's search: attribute sets,
    /// searchable items and the default index. The playground's device has no Spotlight, so
    /// indexing and deleting store nothing and call their completion handlers with no error.
    static let coreSpotlightSource = #"""
// MARK: Core Spotlight

/// What Spotlight shows of an item: its title, description, thumbnail and keywords.
open class CSSearchableItemAttributeSet {
    public let contentType: String
    open var identifier: String? = nil
    open var title: String? = nil
    open var displayName: String? = nil
    open var contentDescription: String? = nil
    open var thumbnailData: Data? = nil
    open var thumbnailURL: URL? = nil
    open var keywords: [String]? = nil
    open var contentURL: URL? = nil
    public init(itemContentType: String) { contentType = itemContentType }
    public convenience init(contentType: UTType) { self.init(itemContentType: contentType.identifier) }
}

/// An item in Spotlight's index.
open class CSSearchableItem {
    open var uniqueIdentifier: String
    open var domainIdentifier: String?
    open var attributeSet: CSSearchableItemAttributeSet
    open var expirationDate: Date? = nil
    public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        self.uniqueIdentifier = uniqueIdentifier ?? ""
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
    }
}

/// The activity type of a Spotlight result the person opened (`onContinueUserActivity`).
public let CSSearchableItemActionType = "com.apple.corespotlightitem"
/// The user-info key of the opened item's identifier.
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"

/// Spotlight's index of the app's items.
open class CSSearchableIndex {
    public init() {}
    open class func `default`() -> CSSearchableIndex { CSSearchableIndex() }
    open class func isIndexingAvailable() -> Bool { false }
    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }
    open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String], completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }
    open func deleteAllSearchableItems(completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }
}
"""#
}

extension Profile {
    /// StoreKit 2 and its SwiftUI views (iOS 17 SDK), as view files use them: `AppStore.sync()`,
    /// `Product`, `Transaction`, `ProductView`, `StoreView`, `SubscriptionStoreView` and their
    /// modifiers.
    ///
    /// The playground's store sells nothing: `Product.products(for:)` finds no product, a store
    /// view shows each product it names as unavailable (what a preview without a StoreKit
    /// configuration file shows), and the tasks report an empty store. The views' bodies and the
    /// modifiers' types are not public in the SDK (`some View`); those here are the playground's.
    static let storeKitSource = #"""
// MARK: StoreKit

/// The App Store; there is nothing to sync in the playground.
public enum AppStore {
    public static var canMakePayments: Bool { true }
    public static func sync() async throws {}
}

/// A product the app sells. The playground's store has none, so none is ever made.
public struct Product: Identifiable, Equatable, Hashable {
    public typealias ID = String
    public struct ProductType: RawRepresentable, Equatable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let consumable = ProductType(rawValue: "consumable")
        public static let nonConsumable = ProductType(rawValue: "nonConsumable")
        public static let nonRenewable = ProductType(rawValue: "nonRenewable")
        public static let autoRenewable = ProductType(rawValue: "autoRenewable")
    }
    public let id: String
    public let type: Product.ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool
    public let subscription: Product.SubscriptionInfo?
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product] where Identifiers.Element == String {
        []
    }
    public func purchase(options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult { .userCancelled }

    public enum PurchaseResult {
        case success(VerificationResult<StoreKit.Transaction>)
        case userCancelled
        case pending
    }
    public struct PurchaseOption: Equatable, Hashable {
        let name: String
        public static func quantity(_ quantity: Int) -> Product.PurchaseOption { PurchaseOption(name: "quantity") }
    }
    public struct SubscriptionPeriod: Equatable, Hashable {
        public enum Unit: Equatable, Hashable {
            case day
            case week
            case month
            case year
        }
        public let unit: Product.SubscriptionPeriod.Unit
        public let value: Int
    }
    public struct SubscriptionInfo: Equatable, Hashable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: Product.SubscriptionPeriod
        public var groupLevel: Int { 1 }
        public var groupDisplayName: String { subscriptionGroupID }
        public static func status(for groupID: String) async throws -> [Product.SubscriptionInfo.Status] { [] }
        /// Whether an introductory offer may be redeemed: nothing was ever bought here, so it may.
        public var isEligibleForIntroOffer: Bool { get async { true } }
        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool { true }

        public struct RenewalState: RawRepresentable, Equatable, Hashable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let subscribed = RenewalState(rawValue: 1)
            public static let expired = RenewalState(rawValue: 2)
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            public static let inGracePeriod = RenewalState(rawValue: 4)
            public static let revoked = RenewalState(rawValue: 5)
        }
        public struct Status: Equatable, Hashable {
            public let state: Product.SubscriptionInfo.RenewalState
            public let transaction: VerificationResult<StoreKit.Transaction>
            /// Subscription statuses as they change; none change here.
            public struct Statuses: AsyncSequence {
                public typealias Element = Product.SubscriptionInfo.Status
                public struct AsyncIterator: AsyncIteratorProtocol {
                    public mutating func next() async -> Product.SubscriptionInfo.Status? { nil }
                }
                public func makeAsyncIterator() -> Product.SubscriptionInfo.Status.Statuses.AsyncIterator { AsyncIterator() }
            }
            public static var updates: Product.SubscriptionInfo.Status.Statuses { Statuses() }
        }
    }
    /// Which subscriptions of a group a store view offers, relative to the current one.
    public struct SubscriptionRelationship: OptionSet, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let current = SubscriptionRelationship(rawValue: 1)
        public static let downgrade = SubscriptionRelationship(rawValue: 2)
        public static let crossgrade = SubscriptionRelationship(rawValue: 4)
        public static let upgrade = SubscriptionRelationship(rawValue: 8)
        public static let all: SubscriptionRelationship = [.current, .downgrade, .crossgrade, .upgrade]
    }
    /// What `storeProductTask(for:action:)` reports.
    public enum TaskState {
        case loading
        case unavailable
        case failure(any Error)
        case success(Product)
    }
}

/// The App Store's country a person buys in: the United States' in the playground.
public struct Storefront: Identifiable, Equatable, Hashable {
    public let id: String
    public let countryCode: String
    public static var current: Storefront? { get async { Storefront(id: "143441", countryCode: "USA") } }
    /// Storefront changes as they happen; none happen here.
    public struct Storefronts: AsyncSequence {
        public typealias Element = Storefront
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> Storefront? { nil }
        }
        public func makeAsyncIterator() -> Storefront.Storefronts.AsyncIterator { AsyncIterator() }
    }
    public static var updates: Storefront.Storefronts { Storefronts() }
}

/// StoreKit's module name, as a file that imports SwiftUI too writes StoreKit's `Transaction`
/// (`StoreKit.Transaction`): unqualified, `Transaction` is SwiftUI's animation transaction.
public enum StoreKit {
    /// A purchase the App Store signed.
    public struct Transaction: Identifiable, Equatable, Hashable {
        public typealias ID = UInt64
        public let id: UInt64
        public let originalID: UInt64
        public let productID: String
        public let subscriptionGroupID: String?
        public let purchaseDate: Date
        public let expirationDate: Date?
        public let revocationDate: Date?
        public let productType: Product.ProductType
        public func finish() async {}
        public static func latest(for productID: String) async -> VerificationResult<StoreKit.Transaction>? { nil }
        /// The transaction that entitles the person to the product: none, as nothing was bought.
        public static func currentEntitlement(for productID: String) async -> VerificationResult<StoreKit.Transaction>? { nil }
        /// Transactions as they arrive; the playground's store makes none.
        public struct Transactions: AsyncSequence {
            public typealias Element = VerificationResult<StoreKit.Transaction>
            public struct AsyncIterator: AsyncIteratorProtocol {
                public mutating func next() async -> VerificationResult<StoreKit.Transaction>? { nil }
            }
            public func makeAsyncIterator() -> StoreKit.Transaction.Transactions.AsyncIterator { AsyncIterator() }
        }
        public static var all: StoreKit.Transaction.Transactions { Transactions() }
        public static var currentEntitlements: StoreKit.Transaction.Transactions { Transactions() }
        public static var unfinished: StoreKit.Transaction.Transactions { Transactions() }
        public static var updates: StoreKit.Transaction.Transactions { Transactions() }
    }
}

/// A signed value and whether its signature checked.
public enum VerificationResult<SignedType> {
    case unverified(SignedType, VerificationResult<SignedType>.VerificationError)
    case verified(SignedType)
    public enum VerificationError: Error {
        case revokedCertificate
        case invalidCertificateChain
        case invalidDeviceVerification
        case invalidEncoding
        case invalidSignature
        case missingRequiredProperties
    }
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value): return value
        case .unverified(let value, _): return value
        }
    }
}

extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}

/// What the entitlement and subscription tasks report.
public enum EntitlementTaskState<Value> {
    case loading
    case failure(any Error)
    case success(Value)
    public var value: Value? {
        if case .success(let value) = self { return value }
        return nil
    }
}

/// The icon a product view shows while its product loads.
public struct AutomaticProductPlaceholderIcon: View {
    public var body: some View { Image(systemName: "bag") }
}

/// A product's name, description and buy button; the playground's store has no such product,
/// so it shows the product's ID as unavailable beside its icon.
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    let productID: Product.ID
    let icon: Icon?
    let placeholderIcon: PlaceholderIcon
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon, @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.productID = productID
        self.icon = icon()
        self.placeholderIcon = placeholderIcon()
    }
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) where PlaceholderIcon == AutomaticProductPlaceholderIcon {
        self.init(id: productID, prefersPromotionalIcon: prefersPromotionalIcon, icon: icon, placeholderIcon: { AutomaticProductPlaceholderIcon() })
    }
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView {
        self.init(id: productID, prefersPromotionalIcon: prefersPromotionalIcon, icon: { EmptyView() }, placeholderIcon: { EmptyView() })
    }
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) where PlaceholderIcon == EmptyView {
        self.init(id: product.id, prefersPromotionalIcon: prefersPromotionalIcon, icon: icon, placeholderIcon: { EmptyView() })
    }
    public init(_ product: Product, prefersPromotionalIcon: Bool = true) where Icon == EmptyView, PlaceholderIcon == EmptyView {
        self.init(id: product.id, prefersPromotionalIcon: prefersPromotionalIcon, icon: { EmptyView() }, placeholderIcon: { EmptyView() })
    }
    public var body: some View {
        HStack {
            icon
            VStack(alignment: .leading) {
                Text(productID).bold()
                Text("Unavailable").foregroundStyle(.secondary)
            }
        }
    }
}

/// A store of several products, each shown as a `ProductView` would show it.
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    let productIDs: [Product.ID]
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon, @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.productIDs = Array(productIDs)
    }
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon) where PlaceholderIcon == AutomaticProductPlaceholderIcon {
        self.productIDs = Array(productIDs)
    }
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView {
        self.productIDs = Array(productIDs)
    }
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView {
        self.productIDs = products.map(\.id)
    }
    public var body: some View {
        List(productIDs, id: \.self) { id in
            ProductView(id: id)
        }
    }
}

/// The marketing content a subscription store shows when it is given none.
public struct AutomaticSubscriptionStoreMarketingContent: View {
    public var body: some View { Text("Subscribe").font(.title) }
}

/// A subscription group's store: its marketing content above the subscription options, which
/// the playground's store does not have.
public struct SubscriptionStoreView<Content: View>: View {
    let marketingContent: Content
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all, @ViewBuilder marketingContent: () -> Content) {
        self.marketingContent = marketingContent()
    }
    public init(productIDs: some Collection<String>, @ViewBuilder marketingContent: () -> Content) {
        self.marketingContent = marketingContent()
    }
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all) where Content == AutomaticSubscriptionStoreMarketingContent {
        self.marketingContent = AutomaticSubscriptionStoreMarketingContent()
    }
    public init(productIDs: some Collection<String>) where Content == AutomaticSubscriptionStoreMarketingContent {
        self.marketingContent = AutomaticSubscriptionStoreMarketingContent()
    }
    public var body: some View {
        VStack {
            marketingContent
            Text("Subscriptions unavailable").foregroundStyle(.secondary)
        }
    }
}

/// The buttons a store view may show.
public struct StoreButtonKind: Hashable {
    let name: String
    public static var restorePurchases: StoreButtonKind { StoreButtonKind(name: "restorePurchases") }
    public static var cancellation: StoreButtonKind { StoreButtonKind(name: "cancellation") }
    public static var redeemCode: StoreButtonKind { StoreButtonKind(name: "redeemCode") }
    public static var signIn: StoreButtonKind { StoreButtonKind(name: "signIn") }
    public static var policies: StoreButtonKind { StoreButtonKind(name: "policies") }
}

/// How a product view lays out its product.
public protocol ProductViewStyle {}
public struct AutomaticProductViewStyle: ProductViewStyle { public init() {} }
public struct RegularProductViewStyle: ProductViewStyle { public init() {} }
public struct LargeProductViewStyle: ProductViewStyle { public init() {} }
public struct CompactProductViewStyle: ProductViewStyle { public init() {} }
extension ProductViewStyle where Self == AutomaticProductViewStyle {
    public static var automatic: AutomaticProductViewStyle { AutomaticProductViewStyle() }
}
extension ProductViewStyle where Self == RegularProductViewStyle {
    public static var regular: RegularProductViewStyle { RegularProductViewStyle() }
}
extension ProductViewStyle where Self == LargeProductViewStyle {
    public static var large: LargeProductViewStyle { LargeProductViewStyle() }
}
extension ProductViewStyle where Self == CompactProductViewStyle {
    public static var compact: CompactProductViewStyle { CompactProductViewStyle() }
}

/// What a subscription store's buttons say; chained to combine (`.multiline.price`).
public struct SubscriptionStoreButtonLabel: Hashable {
    let parts: [String]
    public static var automatic: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: ["automatic"]) }
    public static var singleLine: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: ["singleLine"]) }
    public static var multiline: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: ["multiline"]) }
    public static var action: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: ["action"]) }
    public static var displayName: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: ["displayName"]) }
    public static var price: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: ["price"]) }
    public var singleLine: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: parts + ["singleLine"]) }
    public var multiline: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: parts + ["multiline"]) }
    public var action: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: parts + ["action"]) }
    public var displayName: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: parts + ["displayName"]) }
    public var price: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: parts + ["price"]) }
}

extension ContainerBackgroundPlacement {
    public static let subscriptionStore = ContainerBackgroundPlacement(name: "subscriptionStore")
    public static let subscriptionStoreHeader = ContainerBackgroundPlacement(name: "subscriptionStoreHeader")
    public static let subscriptionStoreFullHeight = ContainerBackgroundPlacement(name: "subscriptionStoreFullHeight")
}

/// Not public in the SDK: StoreKit's modifiers are opaque. They configure a store view's own
/// controls, which the playground's store does not draw; the modifier keeps its name.
public struct StoreKitConfigurationModifier: ViewModifier {
    public let name: String
    public func body(content: Content) -> Never { fatalError() }
}

/// Makes an in-app purchase (`@Environment(\.purchase)`); the playground's store sells nothing,
/// so every purchase is cancelled.
public struct PurchaseAction {
    public func callAsFunction(_ product: Product, options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
        .userCancelled
    }
}

/// Asks the App Store to show its rating prompt; a preview shows none.
public struct RequestReviewAction {
    public func callAsFunction() {}
}

extension EnvironmentValues {
    public var purchase: PurchaseAction { PurchaseAction() }
    public var requestReview: RequestReviewAction { RequestReviewAction() }
}

extension View {
    public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View {
        modifier(StoreKitConfigurationModifier(name: "storeButton"))
    }
    public func productViewStyle(_ style: some ProductViewStyle) -> some View {
        modifier(StoreKitConfigurationModifier(name: "productViewStyle"))
    }
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View {
        modifier(StoreKitConfigurationModifier(name: "subscriptionStoreButtonLabel"))
    }
    public func subscriptionStoreControlIcon(@ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> some View) -> some View {
        modifier(StoreKitConfigurationModifier(name: "subscriptionStoreControlIcon"))
    }
    public func subscriptionStorePickerItemBackground(_ backgroundStyle: some ShapeStyle) -> some View {
        modifier(StoreKitConfigurationModifier(name: "subscriptionStorePickerItemBackground"))
    }
    public func subscriptionStoreControlBackground(_ backgroundStyle: some ShapeStyle) -> some View {
        modifier(StoreKitConfigurationModifier(name: "subscriptionStoreControlBackground"))
    }
    public func onInAppPurchaseStart(perform action: ((Product) async -> ())?) -> some View {
        modifier(StoreKitConfigurationModifier(name: "onInAppPurchaseStart"))
    }
    public func onInAppPurchaseCompletion(perform action: ((Product, Result<Product.PurchaseResult, any Error>) async -> ())?) -> some View {
        modifier(StoreKitConfigurationModifier(name: "onInAppPurchaseCompletion"))
    }
    /// The sheet App Store shows; a preview never presents it.
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View {
        modifier(StoreKitConfigurationModifier(name: "manageSubscriptionsSheet"))
    }
    /// The sheet where a person redeems an offer code (iOS 14); a preview never presents it.
    public func offerCodeRedemption(isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in }) -> some View {
        modifier(StoreKitConfigurationModifier(name: "offerCodeRedemption"))
    }
    /// Reports, when the view appears, that the store has no such product.
    public func storeProductTask(for id: Product.ID, priority: TaskPriority = .medium, action: @escaping (Product.TaskState) async -> ()) -> some View {
        task(priority: priority) { await action(.unavailable) }
    }
    /// Reports, when the view appears, that the group has no subscription.
    public func subscriptionStatusTask(for groupID: String, priority: TaskPriority = .medium, action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> ()) -> some View {
        task(priority: priority) { await action(.success([])) }
    }
    /// Reports, when the view appears, that the product was never bought.
    public func currentEntitlementTask(for productID: String, priority: TaskPriority = .medium, action: @escaping (EntitlementTaskState<VerificationResult<StoreKit.Transaction>?>) async -> ()) -> some View {
        task(priority: priority) { await action(.success(nil)) }
    }
}
"""#
}

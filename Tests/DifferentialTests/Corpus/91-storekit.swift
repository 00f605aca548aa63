// StoreKit 2's SwiftUI views and modifiers (iOS 17), as apple/sample-backyard-birds' shop uses
// them, and the StoreKit types view files name: against the playground's store, which sells nothing.

// MARK: - storekit_product_view_with_an_icon
// expect: ModifiedContent<ProductView<Image, AutomaticProductPlaceholderIcon>, StoreKitConfigurationModifier>
ProductView(id: "com.example.seeds") {
    Image(systemName: "leaf")
}
.productViewStyle(.large)

// MARK: - storekit_product_view_styles_and_placeholders
// expect: VStack<TupleView<(ModifiedContent<ProductView<EmptyView, EmptyView>, StoreKitConfigurationModifier>, ModifiedContent<ProductView<Image, Text>, StoreKitConfigurationModifier>, ModifiedContent<ProductView<EmptyView, EmptyView>, StoreKitConfigurationModifier>, ModifiedContent<ProductView<Image, AutomaticProductPlaceholderIcon>, StoreKitConfigurationModifier>)>>
VStack {
    ProductView(id: "a").productViewStyle(.compact)
    ProductView(id: "b") { Image(systemName: "b.circle") } placeholderIcon: { Text("…") }
        .productViewStyle(.regular)
    ProductView(id: "c", prefersPromotionalIcon: true).productViewStyle(.automatic)
    ProductView(id: "d") { Image(systemName: "d.circle") }.productViewStyle(CompactProductViewStyle())
}

// MARK: - storekit_store_and_subscription_views
// expect: VStack<TupleView<(ModifiedContent<StoreView<EmptyView, EmptyView>, StoreKitConfigurationModifier>, ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<SubscriptionStoreView<Text>, StoreKitConfigurationModifier>, StoreKitConfigurationModifier>, StoreKitConfigurationModifier>, StoreKitConfigurationModifier>, SubscriptionStoreView<AutomaticSubscriptionStoreMarketingContent>)>>
VStack {
    StoreView(ids: ["a", "b"])
        .storeButton(.visible, for: .restorePurchases, .redeemCode, .cancellation, .signIn, .policies)
    SubscriptionStoreView(groupID: "G", visibleRelationships: .upgrade) {
        Text("Pass")
    }
    .subscriptionStoreButtonLabel(.multiline.price)
    .subscriptionStorePickerItemBackground(.thinMaterial)
    .subscriptionStoreControlBackground(.bar)
    .subscriptionStoreControlIcon { product, info in
        Image(systemName: "\(info.groupLevel).circle")
    }
    SubscriptionStoreView(productIDs: ["monthly", "yearly"])
}

// MARK: - storekit_tasks_purchases_and_sheets
// expect: ShopButton
struct ShopButton: View {
    @Environment(\.purchase) private var purchase
    @Environment(\.requestReview) private var requestReview
    @State private var status = "loading"
    @State private var showsManagement = false
    var body: some View {
        Text(status)
            .storeProductTask(for: "seeds") { state in
                switch state {
                case .loading, .unavailable: status = "unavailable"
                case .failure(let error): status = error.localizedDescription
                case .success(let product): status = product.displayName
                }
            }
            .subscriptionStatusTask(for: "G") { state in
                if case .success(let statuses) = state { status += " \(statuses.count)" }
            }
            .currentEntitlementTask(for: "seeds") { state in
                if case .failure = state { status += " failed" }
                if case .loading = state { status += " loading" }
                status += state.value == nil ? "" : " bought"
            }
            .onInAppPurchaseStart { product in _ = product.id }
            .onInAppPurchaseCompletion { product, result in _ = result }
            .manageSubscriptionsSheet(isPresented: $showsManagement)
            .onTapGesture { requestReview() }
    }
}
ShopButton()

// MARK: - storekit_products_transactions_and_the_app_store
// expect: Text
func restore() async throws -> Int {
    try await AppStore.sync()
    let products = try await Product.products(for: ["seeds"])
    for product in products where product.type == .consumable || product.type == .nonConsumable || product.type == .nonRenewable || product.type == .autoRenewable {
        let result = try await product.purchase(options: [.quantity(1)])
        switch result {
        case .success(let verification):
            let transaction = try verification.payloadValue
            await transaction.finish()
        case .userCancelled, .pending:
            break
        }
    }
    if let latest = await StoreKit.Transaction.latest(for: "seeds") {
        switch latest {
        case .verified(let transaction): return Int(transaction.id)
        case .unverified(_, let error): return error == .invalidSignature ? 0 : Int(latest.unsafePayloadValue.id)
        }
    }
    let statuses = try await Product.SubscriptionInfo.status(for: "G")
    let renewing: [Product.SubscriptionInfo.RenewalState] = [.subscribed, .expired, .inBillingRetryPeriod, .inGracePeriod, .revoked]
    let units: [Product.SubscriptionPeriod.Unit] = [.day, .week, .month, .year]
    let relationships: Product.SubscriptionRelationship = [.current, .downgrade, .crossgrade, .all]
    let errors: [VerificationResult<StoreKit.Transaction>.VerificationError] = [.revokedCertificate, .invalidCertificateChain, .invalidDeviceVerification, .invalidEncoding, .missingRequiredProperties]
    let labels: [SubscriptionStoreButtonLabel] = [.automatic, .singleLine, .action, .displayName, .automatic.singleLine.multiline.action.displayName]
    let placements: [ContainerBackgroundPlacement] = [.subscriptionStore, .subscriptionStoreHeader, .subscriptionStoreFullHeight]
    let styles: [any ProductViewStyle] = [AutomaticProductViewStyle(), RegularProductViewStyle(), LargeProductViewStyle()]
    let product: Product? = nil
    let info = product?.subscription.map { "\($0.subscriptionGroupID) \($0.groupDisplayName) \($0.subscriptionPeriod.value)" }
    let task: Product.TaskState = .loading
    let kinds: [StoreButtonKind] = [.restorePurchases]
    let types: [Product.ProductType] = [.consumable]
    let outcome: Product.PurchaseResult = .pending
    let option: Product.PurchaseOption = .quantity(2)
    let buy: PurchaseAction? = nil
    let entitlement: EntitlementTaskState<Int> = .success(1)
    let status: Product.SubscriptionInfo.Status? = statuses.first
    return renewing.count + units.count + relationships.rawValue + errors.count + labels.count + placements.count + styles.count
        + (info?.count ?? 0) + (entitlement.value ?? 0) + (status?.state.rawValue ?? 0) + (task is Any ? 1 : 0)
        + kinds.count + types.count + (outcome is Any ? 1 : 0) + (option == .quantity(2) ? 1 : 0) + (buy == nil ? 1 : 0)
}
Text(AppStore.canMakePayments ? "can pay" : "cannot pay")

// MARK: - storekit_container_background_of_a_subscription_store
// expect: SubscriptionStoreView<ModifiedContent<Text, ContainerBackgroundModifier<Color>>>
SubscriptionStoreView(groupID: "G") {
    Text("Pass")
        .containerBackground(Color.blue, for: .subscriptionStoreFullHeight)
}

// MARK: - storekit_transaction_and_storefront_updates
// expect: Text
func listen() async -> Int {
    var count = 0
    for await update in StoreKit.Transaction.updates {
        if case .verified = update { count += 1 }
    }
    let sequences: [StoreKit.Transaction.Transactions] = [StoreKit.Transaction.all, StoreKit.Transaction.currentEntitlements, StoreKit.Transaction.unfinished]
    for await status in Product.SubscriptionInfo.Status.updates { count += status.state.rawValue }
    let statuses: Product.SubscriptionInfo.Status.Statuses = Product.SubscriptionInfo.Status.updates
    var storefronts: Storefront.Storefronts = Storefront.updates
    for await storefront in storefronts { count += storefront.countryCode.count + storefront.id.count }
    let here = await Storefront.current
    return count + sequences.count + (here?.countryCode.count ?? 0) + (statuses is Any ? 0 : 1) + (storefronts is Any ? 0 : 1)
}
Text("listening")

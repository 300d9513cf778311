import Foundation

extension NonnaApp {
    func dispatchAccounts(_ request: Request, as user: UserID?) throws(NonnaError) -> Response? {
        switch request {
        case .register(let email, let password, let name):
            return .account(try register(email: email, password: password, displayName: name, as: user))
        case .registerOAuth(let provider, let email, let name):
            return .account(try registerOAuth(provider: provider, email: email, displayName: name, as: user))
        case .verifyEmail(let token): return .account(try verifyEmail(token: token))
        case .resendVerification: return .token(try resendVerification(as: user))
        case .login(let email, let password): return .login(try login(email: email, password: password))
        case .loginOAuth(let provider, let email): return .login(try loginOAuth(provider: provider, email: email))
        case .logout(let token): return .session(try logout(token: token))
        case .requestPasswordReset(let email):
            try requestPasswordReset(email: email)
            return .done
        case .resetPassword(let token, let password):
            return .account(try resetPassword(token: token, newPassword: password))
        case .viewUserProfile(let id): return .userProfile(try userProfile(id, as: user))
        case .updateProfile(let name, let biometric):
            return .account(try updateProfile(displayName: name, biometricEnabled: biometric, as: user))
        case .uploadProfilePhoto(let file): return .account(try uploadProfilePhoto(file, as: user))
        case .listNotifications(let page): return .notifications(try notificationFeed(page: page, as: user))
        case .markNotification(let id, let read): return .notification(try markNotification(id, read: read, as: user))
        case .markAllNotificationsRead: return .count(try markAllNotificationsRead(as: user))
        case .viewPreferences: return .preferences(try preferences(as: user))
        case .updatePreferences(let prefs): return .preferences(try updatePreferences(prefs, as: user))
        case .viewStorage: return .storage(try storageUsage(as: user))
        default: return nil
        }
    }
}

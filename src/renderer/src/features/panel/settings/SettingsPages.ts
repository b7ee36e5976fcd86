// The settings hub and its sections, loaded together: they are small and visited together.
export { SettingsPage } from './SettingsPage';
export { SkuSettingsPage } from '../sku/SkuSettingsPage';
export { SeparationGroupsSettingsPage } from './groups/SeparationGroupsSettingsPage';
export { SeparatorsSettingsPage } from './separators/SeparatorsSettingsPage';
export { GoalsSettingsPage } from './goals/GoalsSettingsPage';
export { PalletSettingsPage } from './pallet/PalletSettingsPage';
export { PrintersSettingsPage } from './printers/PrintersSettingsPage';
export { StickersSettingsPage } from './stickers/StickersSettingsPage';
export { TwoFactorSettingsPage } from './two-factor/TwoFactorSettingsPage';
export { PeakDaysSettingsPage } from './peak-days/PeakDaysSettingsPage';

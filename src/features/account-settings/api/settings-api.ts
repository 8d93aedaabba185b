'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { okOutput } from '@/contracts/auth';
import {
  notificationSettingsOutput,
  profileOutput,
  walletsOutput,
  type NotificationSettings,
  type Profile,
  type Wallet,
} from '@/contracts/user';
import { apiRequest, ApiError } from '@/lib/api-client';

// The account settings endpoints, as query hooks.

export const useProfile = () =>
  useQuery({
    queryKey: ['user', 'profile'],
    queryFn: () => apiRequest('/api/user/profile', { schema: profileOutput }),
  });

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (username: string) =>
      apiRequest('/api/user/profile', { method: 'POST', body: { username }, schema: profileOutput }),
    onSuccess: (profile) => client.setQueryData(['user', 'profile'], profile),
  });
}

/** Multipart, so not through the JSON client; failures carry the body's error code like the client's do. */
async function uploadPicture(file: File): Promise<Profile> {
  const form = new FormData();
  form.set('file', file);
  const response = await fetch('/api/user/profile/upload', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status >= 500 ? 'server' : 'client', response.status, text);
  return profileOutput.parse(JSON.parse(text));
}

export function usePictureMutations() {
  const client = useQueryClient();
  const onSuccess = (profile: Profile) => client.setQueryData(['user', 'profile'], profile);
  return {
    upload: useMutation({ mutationFn: uploadPicture, onSuccess }),
    remove: useMutation({
      mutationFn: () =>
        apiRequest('/api/user/profile/delete', { method: 'POST', body: {}, schema: profileOutput }),
      onSuccess,
    }),
  };
}

export const useWallets = () =>
  useQuery({
    queryKey: ['user', 'wallets'],
    queryFn: () => apiRequest('/api/user/wallets', { schema: walletsOutput }),
  });

export function useUpdateWallets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (wallets: Wallet[]) =>
      apiRequest('/api/user/wallets/update', { method: 'POST', body: { wallets }, schema: walletsOutput }),
    onSuccess: (data) => client.setQueryData(['user', 'wallets'], data),
  });
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) =>
      apiRequest('/api/user/change-password', { method: 'POST', body, schema: okOutput }),
  });

export const useNotificationSettings = () =>
  useQuery({
    queryKey: ['user', 'notification-settings'],
    queryFn: () =>
      apiRequest('/api/sso-settings', {
        method: 'POST',
        body: { id: null },
        schema: notificationSettingsOutput,
      }),
  });

export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: Omit<NotificationSettings, 'id' | 'isUnsubscribed'>) =>
      apiRequest('/api/sso-settings/update', {
        method: 'POST',
        body: settings,
        schema: notificationSettingsOutput,
      }),
    onSuccess: (data) => client.setQueryData(['user', 'notification-settings'], data),
  });
}

export const unsubscribeById = (id: string) =>
  apiRequest('/api/sso-settings/unsubscribe', {
    method: 'POST',
    body: { id },
    schema: notificationSettingsOutput,
  });

export const settingsById = (id: string) =>
  apiRequest('/api/sso-settings', { method: 'POST', body: { id }, schema: notificationSettingsOutput });

export const useSignOutEverywhere = () =>
  useMutation({
    mutationFn: () =>
      apiRequest('/api/user/sign-out-everywhere', { method: 'POST', body: {}, schema: okOutput }),
  });

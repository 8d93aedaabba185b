'use client';

import { useState } from 'react';
import { Button, Tag } from 'antd';
import { AddProjectsPicker } from '@/components/add-projects-picker';
import type { ProjectSearchResult } from '@/contracts/projects';
import styles from './personalisation-survey.module.css';

/** The survey's favourite projects: the ones picked, each removable, and the picker that adds more. */
export function FavouriteProjectsStep({
  projects,
  onChange,
}: {
  readonly projects: readonly ProjectSearchResult[];
  readonly onChange: (update: (current: ProjectSearchResult[]) => ProjectSearchResult[]) => void;
}) {
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  return (
    <>
      <p>Pick the projects you follow: they go into your first watchlist.</p>
      <div className={styles.projects} aria-label="Favourite projects">
        {projects.map((project) => (
          <Tag
            key={project.id}
            closable
            onClose={() => onChange((current) => current.filter((other) => other.id !== project.id))}
          >
            {project.name}
          </Tag>
        ))}
      </div>
      <Button onClick={() => setIsPickerOpen(true)}>Add projects</Button>
      <AddProjectsPicker
        open={isPickerOpen}
        onClose={() => setIsPickerOpen(false)}
        mode="multiple"
        selectedIds={projects.map((project) => project.id)}
        onAdd={(project) =>
          onChange((current) =>
            current.some((other) => other.id === project.id) ? current : [...current, project],
          )
        }
        subtitle="Your favourite projects"
      />
    </>
  );
}
